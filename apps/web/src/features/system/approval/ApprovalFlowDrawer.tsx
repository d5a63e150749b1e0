import { PlusOutlined } from '@ant-design/icons';
import { ApprovalRule, ApproverType, YesNo, type ApprovalBusinessTypeValue, type ApprovalFlowSaveBody } from '@tenderdesk/shared';
import { App, Button, Drawer, Form, Input, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { approvalApi, type ApprovalFlow } from './api';
import { StepCard } from './StepCard';

const MAX_STEPS = 10;

type StepValues = { name?: string; approverType: number; roleId?: number | undefined; userIds?: number[]; rule: number };
type FlowValues = { enabled: boolean; remark?: string; steps: StepValues[] };

const blankStep = (): StepValues => ({ name: '', approverType: ApproverType.ROLE, userIds: [], rule: ApprovalRule.ANY });

function initialValues(flow: ApprovalFlow): FlowValues {
  if (!flow.configured) return { enabled: true, remark: '', steps: [blankStep()] };
  return {
    enabled: flow.enabled === YesNo.YES,
    remark: flow.remark,
    steps: flow.steps.map((step) => ({ name: step.name, approverType: step.approverType, roleId: step.roleId ?? undefined, userIds: step.userIds, rule: step.rule })),
  };
}

/** Only the approvers of the chosen type are sent: what the form shows is what is saved. */
export function toSaveBody(businessType: string, values: FlowValues): ApprovalFlowSaveBody {
  return {
    businessType: businessType as ApprovalBusinessTypeValue,
    enabled: values.enabled ? YesNo.YES : YesNo.NO,
    remark: values.remark?.trim() || undefined,
    steps: values.steps.map((step) => ({
      name: (step.name ?? '').trim(),
      approverType: step.approverType as ApprovalFlowSaveBody['steps'][number]['approverType'],
      ...(step.approverType === ApproverType.ROLE ? { roleId: step.roleId, userIds: [] } : { userIds: step.userIds ?? [] }),
      rule: step.rule as ApprovalFlowSaveBody['steps'][number]['rule'],
    })),
  };
}

type Props = { flow: ApprovalFlow; readOnly: boolean; onClose(): void; onSaved(): void };

export function ApprovalFlowDrawer({ flow, readOnly, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FlowValues>();
  const [saving, setSaving] = useState(false);
  // Names of the approvers already saved, for users the picker's search does not list.
  const knownNames = useMemo(
    () => Object.fromEntries(flow.steps.flatMap((step) => step.userIds.map((userId, i) => [userId, step.userNames[i] ?? `用户#${userId}`]))),
    [flow],
  );

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const result = await approvalApi.save(toSaveBody(flow.businessType, values));
      void message.success(result.msg || '审批流程已保存');
      onSaved();
    } catch {
      // the request client has shown the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      size={640}
      title={`${readOnly ? '查看' : '配置'}审批流程 · ${flow.businessTypeName}`}
      onClose={onClose}
      destroyOnHidden
      footer={
        !readOnly && (
          <Space style={{ float: 'right' }}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} onClick={submit}>
              保存
            </Button>
          </Space>
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={initialValues(flow)} disabled={readOnly} preserve={false}>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字符' }]}>
          <Input.TextArea rows={2} maxLength={200} showCount placeholder="备注" />
        </Form.Item>
        <Form.List
          name="steps"
          rules={[{ validator: async (_, steps?: unknown[]) => (steps?.length ? undefined : Promise.reject(new Error('至少需要一个审批步骤'))) }]}
        >
          {(fields, { add, remove, move }, { errors }) => (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <StepCard key={field.key} name={field.name} index={index} count={fields.length} readOnly={readOnly} onMove={move} onRemove={remove} knownNames={knownNames} />
              ))}
              <Form.ErrorList errors={errors} />
              {!readOnly && (
                <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= MAX_STEPS} onClick={() => add(blankStep())}>
                  {fields.length >= MAX_STEPS ? `最多 ${MAX_STEPS} 个步骤` : '添加步骤'}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
