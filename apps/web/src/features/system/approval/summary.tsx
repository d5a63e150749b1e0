import { ApprovalRule, ApproverType, type ApprovalStep } from '@tenderdesk/shared';
import { Tooltip, Typography } from 'antd';
import { Fragment } from 'react';

const RULE_SHORT: Record<number, string> = { [ApprovalRule.ANY]: '任一人', [ApprovalRule.ALL]: '全部' };

export const approversOf = (step: ApprovalStep) =>
  step.approverType === ApproverType.ROLE ? `角色：${step.roleName || '—'}` : `指定用户：${step.userNames.join('、') || '—'}`;

/** 部门负责人(任一人) → 财务(全部); hovering a step names its approvers. */
export function StepSummary({ steps }: { steps: readonly ApprovalStep[] }) {
  if (!steps.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <span>
      {steps.map((step, index) => (
        <Fragment key={step.seq}>
          {index > 0 && <Typography.Text type="secondary"> → </Typography.Text>}
          <Tooltip title={approversOf(step)}>
            <span>{`${step.name}(${RULE_SHORT[step.rule] ?? ApprovalRule.label(step.rule)})`}</span>
          </Tooltip>
        </Fragment>
      ))}
    </span>
  );
}
