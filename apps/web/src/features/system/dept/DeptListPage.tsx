import { Perm } from '@tenderdesk/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../auth/can';
import { useDeptTree } from '../../../components/pickers';
import { findNode } from '../../../components/tree/tree';
import { TreeTablePage } from '../../../components/tree/TreeTablePage';
import { deptApi } from './api';
import { deptColumns } from './columns';
import { DeptFormModal, type DeptFormTarget } from './DeptFormModal';

/** 部门管理: the department tree, expanded. Shares its SWR cache with the department pickers. */
export default function DeptListPage() {
  const { message } = App.useApp();
  const can = useCan();
  const { data, isLoading, isValidating, mutate } = useDeptTree();
  const [target, setTarget] = useState<DeptFormTarget | null>(null);

  const canAdd = can(Perm.DEPT_SAVE);
  const columns = deptColumns({
    canAdd,
    canEdit: can(Perm.DEPT_UPDATE),
    canDelete: can(Perm.DEPT_DELETE),
    onAddChild: (row) => setTarget({ mode: 'create', parentId: row.id }),
    onEdit: (row) => setTarget({ mode: 'edit', dept: findNode(data ?? [], row.id)! }),
    onDelete: async (row) => {
      try {
        const result = await deptApi.remove(row.id);
        void message.success(result.msg || '删除成功');
        await mutate();
      } catch {
        // the request client has shown the error
      }
    },
  });

  return (
    <TreeTablePage
      title="部门管理"
      addLabel="新增部门"
      onAddTop={canAdd ? () => setTarget({ mode: 'create', parentId: 0 }) : undefined}
      data={data}
      isLoading={isLoading}
      isValidating={isValidating}
      refresh={() => void mutate()}
      columns={columns}
      scrollX={960}
    >
      {target && (
        <DeptFormModal
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
