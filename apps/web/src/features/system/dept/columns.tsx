import { ApartmentOutlined } from '@ant-design/icons';
import { Badge, Button, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import type { TreeRow } from '../../../components/tree/tree';
import type { DeptNode } from './api';

export type DeptRowData = TreeRow<DeptNode>;

type Actions = {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAddChild(row: DeptRowData): void;
  onEdit(row: DeptRowData): void;
  onDelete(row: DeptRowData): Promise<void>;
};

const dash = (value: string) => value || <Typography.Text type="secondary">-</Typography.Text>;

export function deptColumns(actions: Actions): TableColumnsType<DeptRowData> {
  const columns: TableColumnsType<DeptRowData> = [
    {
      title: '部门名称',
      dataIndex: 'name',
      width: 260,
      render: (name: string) => (
        <Space size={6}>
          <ApartmentOutlined style={{ color: '#0377ed' }} />
          <span>{name}</span>
        </Space>
      ),
    },
    { title: '负责人', dataIndex: 'leaderName', width: 120, render: dash },
    { title: '联系电话', dataIndex: 'phone', width: 140, render: dash },
    { title: '用户数', dataIndex: 'userCount', width: 90, align: 'center', render: (count: number) => <Badge count={count} showZero color={count ? '#0377ed' : '#bfbfbf'} overflowCount={9999} /> },
    { title: '排序', dataIndex: 'orderNum', width: 70, align: 'center' },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: dash },
  ];
  if (!actions.canAdd && !actions.canEdit && !actions.canDelete) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    width: 200,
    fixed: 'right',
    render: (_, row) => (
      <Space size={0}>
        {actions.canAdd && (
          <Button type="link" size="small" onClick={() => actions.onAddChild(row)}>
            新增下级
          </Button>
        )}
        {actions.canEdit && (
          <Button type="link" size="small" onClick={() => actions.onEdit(row)}>
            编辑
          </Button>
        )}
        {actions.canDelete && (
          <Popconfirm
            title={`确定删除部门「${row.name}」吗？`}
            description={row.children?.length || row.userCount ? '部门下还有下级部门或用户时不能删除' : undefined}
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.onDelete(row)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  });
  return columns;
}
