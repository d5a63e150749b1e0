import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { ApprovalRule, ApproverType } from '@tenderdesk/shared';
import { Button, Card, Form, Input, Radio, Space, Tooltip } from 'antd';
import { RoleSelect, UserSelect } from '../../../components/pickers';

const APPROVER_TYPES = ApproverType.items.map(({ value, label }) => ({ value, label }));
const RULES = ApprovalRule.items.map(({ value, label }) => ({ value, label }));

type Props = {
  /** Index in the Form.List. */
  name: number;
  index: number;
  count: number;
  readOnly: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  /** Names of the approvers saved on the flow (see UserSelect.knownNames). */
  knownNames: Readonly<Record<number, string>>;
};

/** One step of the flow: name, approvers (a role or named users), any/all rule. */
export function StepCard({ name, index, count, readOnly, onMove, onRemove, knownNames }: Props) {
  return (
    <Card
      size="small"
      data-testid="approval-step"
      title={`第 ${index + 1} 步`}
      extra={
        !readOnly && (
          <Space size={0}>
            <Tooltip title="上移">
              <Button type="text" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(index, index - 1)} />
            </Tooltip>
            <Tooltip title="下移">
              <Button type="text" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} />
            </Tooltip>
            <Tooltip title={count === 1 ? '至少需要一个审批步骤' : '删除步骤'}>
              <Button type="text" size="small" danger aria-label="删除步骤" icon={<DeleteOutlined />} disabled={count === 1} onClick={() => onRemove(index)} />
            </Tooltip>
          </Space>
        )
      }
    >
      <Form.Item name={[name, 'name']} label="步骤名称" rules={[{ required: true, whitespace: true, message: '请填写步骤名称' }, { max: 30, message: '步骤名称不能超过30个字符' }]}>
        <Input placeholder="例如：部门负责人审批" maxLength={30} />
      </Form.Item>
      <Form.Item name={[name, 'approverType']} label="审批人类型" rules={[{ required: true, message: '请选择审批人类型' }]}>
        <Radio.Group options={APPROVER_TYPES} />
      </Form.Item>
      <Form.Item noStyle dependencies={[['steps', name, 'approverType']]}>
        {({ getFieldValue }) =>
          getFieldValue(['steps', name, 'approverType']) === ApproverType.USER ? (
            <Form.Item name={[name, 'userIds']} label="审批人" rules={[{ required: true, type: 'array', min: 1, message: '请选择审批人' }]}>
              <UserSelect multiple placeholder="输入姓名或手机号搜索审批人" disabled={readOnly} knownNames={knownNames} />
            </Form.Item>
          ) : (
            <Form.Item name={[name, 'roleId']} label="审批角色" rules={[{ required: true, message: '请选择审批角色' }]}>
              <RoleSelect multiple={false} placeholder="请选择审批角色" disabled={readOnly} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name={[name, 'rule']} label="审批方式" rules={[{ required: true, message: '请选择审批方式' }]} style={{ marginBottom: 0 }}>
        <Radio.Group options={RULES} />
      </Form.Item>
    </Card>
  );
}
