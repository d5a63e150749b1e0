import { MenuType, YesNo } from '@tenderdesk/shared';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { MenuIcon } from '../../../components/icons';
import type { MenuNode } from './api';
import type { TreeRow } from '../../../components/tree/tree';

export type MenuRowData = TreeRow<MenuNode>;

const TYPE_COLORS: Record<number, string> = { [MenuType.DIRECTORY]: 'blue', [MenuType.MENU]: 'green', [MenuType.BUTTON]: 'orange' };

type Actions = {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAddChild(row: MenuRowData): void;
  onEdit(row: MenuRowData): void;
  onDelete(row: MenuRowData): Promise<void>;
};

export function menuColumns(actions: Actions): ColumnsType<MenuRowData> {
  const columns: ColumnsType<MenuRowData> = [
    {
      title: '菜单名称',
      dataIndex: 'name',
      width: 240,
      render: (name: string, row) => (
        <Space size={6}>
          <MenuIcon name={row.icon} />
          <span>{name}</span>
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'type', width: 80, render: (type: number) => <Tag color={TYPE_COLORS[type]}>{MenuType.label(type)}</Tag> },
    { title: '路由地址', dataIndex: 'path', ellipsis: true, render: (path: string) => path || '—' },
    { title: '权限标识', dataIndex: 'perms', ellipsis: true, render: (perms: string) => (perms ? <Typography.Text code>{perms}</Typography.Text> : '—') },
    { title: '排序', dataIndex: 'orderNum', width: 70, align: 'center' },
    {
      title: '隐藏',
      dataIndex: 'hidden',
      width: 70,
      align: 'center',
      render: (hidden: number) => (hidden === YesNo.YES ? <Tag>隐藏</Tag> : <Typography.Text type="secondary">显示</Typography.Text>),
    },
    { title: '内置', dataIndex: 'builtin', width: 70, align: 'center', render: (builtin: number) => (builtin === YesNo.YES ? <Tag color="purple">内置</Tag> : null) },
  ];
  if (!actions.canAdd && !actions.canEdit && !actions.canDelete) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    width: 200,
    fixed: 'right',
    render: (_, row) => (
      <Space size={0}>
        {actions.canAdd && row.type !== MenuType.BUTTON && (
          <Button type="link" size="small" onClick={() => actions.onAddChild(row)}>
            新增下级
          </Button>
        )}
        {actions.canEdit && (
          <Button type="link" size="small" onClick={() => actions.onEdit(row)}>
            编辑
          </Button>
        )}
        {actions.canDelete &&
          (row.builtin === YesNo.YES ? (
            <Tooltip title="内置菜单不能删除，可以设为隐藏">
              <Button type="link" size="small" danger disabled>
                删除
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title={`确定删除菜单「${row.name}」吗？`}
              description={row.children?.length ? '请先删除它的下级菜单' : '拥有该菜单的角色将一并失去它'}
              okText="删除"
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.onDelete(row)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          ))}
      </Space>
    ),
  });
  return columns;
}
