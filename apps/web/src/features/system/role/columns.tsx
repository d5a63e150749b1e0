import { DataScope, RoleState, type RoleRow } from '@tenderdesk/shared';
import { Badge, Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatTime } from '../../../components/format';

export type RoleActions = {
  canUpdate: boolean;
  canUpdateState: boolean;
  canDelete: boolean;
  onEdit(row: RoleRow): void;
  onToggleState(row: RoleRow): Promise<void>;
  onDelete(row: RoleRow): Promise<void>;
};

export function roleColumns(a: RoleActions): ColumnsType<RoleRow> {
  const columns: ColumnsType<RoleRow> = [
    { title: '角色名称', dataIndex: 'name', width: 160 },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (remark: string) => remark || '—' },
    { title: '数据范围', dataIndex: 'dataScope', width: 130, render: (scope: number, row) => (row.allPerms ? '全部数据' : DataScope.label(scope) || '—') },
    { title: '用户数', dataIndex: 'userCount', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (state: number) => <Badge status={state === RoleState.ENABLED ? 'success' : 'default'} text={RoleState.label(state) || '未知'} />,
    },
    { title: '内置', dataIndex: 'builtin', width: 80, render: (builtin: number) => (builtin ? <Tag color="gold">内置</Tag> : '—') },
    { title: '创建时间', dataIndex: 'createdAt', width: 150, render: (ms: number) => formatTime(ms) },
  ];
  if (!(a.canUpdate || a.canUpdateState || a.canDelete)) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 180,
    render: (_, row) => {
      // 超级管理员 holds every permission and is never changed from here (the server refuses too).
      if (row.allPerms) return <Tag color="red">全部权限</Tag>;
      const enabled = row.state === RoleState.ENABLED;
      return (
        <Space size={0} wrap>
          {a.canUpdate && (
            <Button type="link" size="small" onClick={() => a.onEdit(row)}>
              编辑
            </Button>
          )}
          {a.canUpdateState && (
            <Popconfirm
              title={enabled ? `确认停用角色「${row.name}」？` : `确认启用角色「${row.name}」？`}
              description={enabled ? '停用后拥有该角色的用户将失去其权限。' : undefined}
              onConfirm={() => a.onToggleState(row)}
            >
              <Button type="link" size="small" danger={enabled}>
                {enabled ? '停用' : '启用'}
              </Button>
            </Popconfirm>
          )}
          {a.canDelete && !row.builtin && (
            <Popconfirm title={`确认删除角色「${row.name}」？`} description="删除后不可恢复。" okButtonProps={{ danger: true }} okText="删除" onConfirm={() => a.onDelete(row)}>
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
