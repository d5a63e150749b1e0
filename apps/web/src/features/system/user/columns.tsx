import { DownOutlined } from '@ant-design/icons';
import { maskMobile, UserState, type UserRow } from '@tenderdesk/shared';
import { Badge, Button, Dropdown, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatTime } from '../../../components/format';


export type UserActions = {
  canUpdate: boolean;
  canUpdateState: boolean;
  canResetPassword: boolean;
  canDelete: boolean;
  onEdit(row: UserRow): void;
  onToggleState(row: UserRow): Promise<void>;
  onRandomPassword(row: UserRow): void;
  onSetPassword(row: UserRow): void;
  onDelete(row: UserRow): Promise<void>;
};

export function userColumns(a: UserActions): ColumnsType<UserRow> {
  const hasActions = a.canUpdate || a.canUpdateState || a.canResetPassword || a.canDelete;
  const columns: ColumnsType<UserRow> = [
    {
      title: '姓名',
      dataIndex: 'realName',
      width: 140,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.realName}</span>
          {row.userName && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.userName}</Typography.Text>}
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'mobile', width: 130, render: (mobile: string) => maskMobile(mobile) },
    { title: '部门', dataIndex: 'deptName', width: 140, ellipsis: true, render: (name: string) => name || '—' },
    {
      title: '角色',
      dataIndex: 'roles',
      width: 180,
      render: (roles: UserRow['roles']) =>
        roles.length ? (
          <Space size={[0, 4]} wrap>
            {roles.map((r) => (
              <Tag key={r.id} color="blue">
                {r.name}
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (state: number) => <Badge status={state === UserState.ENABLED ? 'success' : 'default'} text={UserState.label(state) || '未知'} />,
    },
    { title: '最近登录', dataIndex: 'lastLoginAt', width: 150, render: (ms: number | null) => formatTime(ms) },
    { title: '创建时间', dataIndex: 'createdAt', width: 150, render: (ms: number | null) => formatTime(ms) },
  ];
  if (!hasActions) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 240,
    render: (_, row) => {
      const enabled = row.state === UserState.ENABLED;
      return (
        <Space size={0} wrap>
          {a.canUpdate && (
            <Button type="link" size="small" onClick={() => a.onEdit(row)}>
              编辑
            </Button>
          )}
          {a.canUpdateState && (
            <Popconfirm
              title={enabled ? `确认停用用户「${row.realName}」？` : `确认启用用户「${row.realName}」？`}
              description={enabled ? '停用后该用户将无法登录。' : undefined}
              onConfirm={() => a.onToggleState(row)}
            >
              <Button type="link" size="small" danger={enabled}>
                {enabled ? '停用' : '启用'}
              </Button>
            </Popconfirm>
          )}
          {a.canResetPassword && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'random', label: '随机生成' },
                  { key: 'set', label: '指定密码' },
                ],
                onClick: ({ key }) => (key === 'random' ? a.onRandomPassword(row) : a.onSetPassword(row)),
              }}
            >
              <Button type="link" size="small">
                重置密码 <DownOutlined />
              </Button>
            </Dropdown>
          )}
          {a.canDelete && (
            <Popconfirm title={`确认删除用户「${row.realName}」？`} description="删除后不可恢复。" okButtonProps={{ danger: true }} okText="删除" onConfirm={() => a.onDelete(row)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      );
    },
  });
  return columns;
}
