import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Perm } from '@tenderdesk/shared';
import { App, Button, Space, Table } from 'antd';
import { useMemo, useState, type Key } from 'react';
import useSWR from 'swr';
import { useCan } from '../../../auth/can';
import { PageCard } from '../../../components/PageCard';
import { MENU_TREE_KEY, menuApi, type MenuNode } from './api';
import { menuColumns } from './columns';
import { MenuFormModal, type MenuFormTarget } from './MenuFormModal';
import { findNode, parentKeys, toTreeRows } from './tree';

/** 菜单管理: the menu tree, expanded, with add / edit / delete per row. */
export default function MenuListPage() {
  const { message } = App.useApp();
  const can = useCan();
  const { data, isLoading, isValidating, mutate } = useSWR<MenuNode[]>(MENU_TREE_KEY);
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  // null until the user folds a row: everything stays expanded, new rows included.
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const rows = useMemo(() => toTreeRows(data ?? []), [data]);
  const expandedKeys = expanded ?? parentKeys(data);

  const canAdd = can(Perm.MENU_SAVE);
  const columns = menuColumns({
    canAdd,
    canEdit: can(Perm.MENU_UPDATE),
    canDelete: can(Perm.MENU_DELETE),
    onAddChild: (row) => setTarget({ mode: 'create', parentId: row.id }),
    onEdit: (row) => setTarget({ mode: 'edit', menu: findNode(data ?? [], row.id)! }),
    onDelete: async (row) => {
      try {
        const result = await menuApi.remove(row.id);
        void message.success(result.msg || '删除成功');
        await mutate();
      } catch {
        // the request client has shown the error
      }
    },
  });

  return (
    <PageCard
      title="菜单管理"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} loading={isValidating && !isLoading} onClick={() => void mutate()}>
            刷新
          </Button>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create', parentId: 0 })}>
              新增顶级
            </Button>
          )}
        </Space>
      }
    >
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      {target && (
        <MenuFormModal
          target={target}
          tree={data ?? []}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setTarget(null);
            void mutate();
          }}
        />
      )}
    </PageCard>
  );
}
