import { z } from 'zod';
import { ApprovalBusinessType, ApprovalRule, ApproverType, YesNo } from '../enums.js';
import { idList, oneOf, optionalId, optionalText, text } from './fields.js';

/** One step of an approval flow (domain §8): approvers are a role or named users. */
export const approvalStepInput = z
  .strictObject({
    name: text('步骤名称', { max: 30 }),
    approverType: oneOf('审批人类型', ApproverType.values),
    roleId: optionalId('审批角色'),
    userIds: idList('审批人', { max: 50 }),
    rule: oneOf('审批方式', ApprovalRule.values),
  })
  // Only the approvers of the chosen type are kept (the service drops the other kind),
  // so a form that still carries a hidden role or user selection saves what is shown.
  .superRefine((step, ctx) => {
    if (step.approverType === ApproverType.ROLE && step.roleId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['roleId'], message: '请选择审批角色' });
    }
    if (step.approverType === ApproverType.USER && step.userIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: '请选择审批人' });
    }
  });

export const approvalFlowSaveBody = z.strictObject({
  businessType: oneOf('业务类型', ApprovalBusinessType.values),
  enabled: oneOf('是否启用', YesNo.values),
  remark: optionalText('备注', { max: 200 }),
  steps: z
    .array(approvalStepInput, { error: '审批步骤必须是列表' })
    .min(1, { error: '至少需要一个审批步骤' })
    .max(10, { error: '审批步骤最多10个' }),
});
export const approvalBusinessTypeParam = z.strictObject({
  businessType: oneOf('业务类型', ApprovalBusinessType.values),
});

export type ApprovalFlowSaveBody = z.infer<typeof approvalFlowSaveBody>;
export type ApprovalStepInput = z.infer<typeof approvalStepInput>;

export type ApprovalStep = {
  /** 1-based position in the flow. */
  seq: number;
  name: string;
  approverType: number;
  roleId: number | null;
  roleName: string;
  userIds: number[];
  userNames: string[];
  rule: number;
};
export type ApprovalFlow = {
  businessType: string;
  businessTypeName: string;
  enabled: 0 | 1;
  remark: string;
  configured: boolean;
  steps: ApprovalStep[];
  updatedAt: number | null;
  updatedBy: string;
};
