import { Perm } from '@tenderdesk/shared';
import { App } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useCan } from '../../../auth/can';
import { findNode } from '../../../components/tree/tree';
import { TreeTablePage } from '../../../components/tree/TreeTablePage';
import { MENU_TREE_KEY, menuApi, type MenuNode } from './api';
import { menuColumns } from './columns';
import { MenuFormModal, type MenuFormTarget } from './MenuFormModal';

/** 菜单管理: the menu tree, expanded, with add / edit / delete per row. */
export default function MenuListPage() {
  const { message } = App.useApp();
  const can = useCan();
  const { data, isLoading, isValidating, mutate } = useSWR<MenuNode[]>(MENU_TREE_KEY);
  const [target, setTarget] = useState<MenuFormTarget | null>(null);

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
    <TreeTablePage
      title="菜单管理"
      addLabel="新增顶级"
      onAddTop={canAdd ? () => setTarget({ mode: 'create', parentId: 0 }) : undefined}
      data={data}
      isLoading={isLoading}
      isValidating={isValidating}
      refresh={() => void mutate()}
      columns={columns}
      scrollX={1000}
    >
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
    </TreeTablePage>
  );
}
