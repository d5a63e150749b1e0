import { Badge, Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { formatTime } from '../../../components/format';
import type { ApprovalFlow } from './api';
import { StepSummary } from './summary';

type Actions = {
  canSave: boolean;
  canDelete: boolean;
  onEdit(flow: ApprovalFlow): void;
  onDelete(flow: ApprovalFlow): Promise<void>;
};

export function approvalColumns(actions: Actions): TableColumnsType<ApprovalFlow> {
  return [
    { title: '业务类型', dataIndex: 'businessTypeName', width: 160, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: '状态',
      key: 'state',
      width: 160,
      render: (_, flow) =>
        flow.configured ? (
          <Space size={8}>
            <Tag color="blue">已配置</Tag>
            <Badge status={flow.enabled ? 'success' : 'default'} text={flow.enabled ? '启用' : '停用'} />
          </Space>
        ) : (
          <Tag>未配置</Tag>
        ),
    },
    { title: '步骤摘要', key: 'steps', render: (_, flow) => <StepSummary steps={flow.steps} /> },
    {
      title: '最后修改',
      key: 'updated',
      width: 200,
      render: (_, flow) =>
        flow.updatedAt ? (
          <Space orientation="vertical" size={0}>
            <span>{formatTime(flow.updatedAt)}</span>
            <Typography.Text type="secondary">{flow.updatedBy}</Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, flow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.onEdit(flow)}>
            {actions.canSave ? '配置' : '查看'}
          </Button>
          {actions.canDelete && flow.configured && (
            <Popconfirm
              title={`确定删除「${flow.businessTypeName}」的审批配置吗？`}
              description="删除后该业务类型将变为「未配置」"
              okText="删除"
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.onDelete(flow)}
            >
              <Button type="link" size="small" danger>
                删除配置
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
