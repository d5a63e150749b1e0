import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Perm } from '@tenderdesk/shared';
import { App, Button, Space, Table } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useCan } from '../../../auth/can';
import { PageCard } from '../../../components/PageCard';
import { useDeptTree } from '../../../components/pickers';
import { findNode, parentKeys, toTreeRows } from '../menu/tree';
import { deptApi, type DeptNode } from './api';
import { deptColumns } from './columns';
import { DeptFormModal, type DeptFormTarget } from './DeptFormModal';

/** 部门管理: the department tree, expanded. Shares its SWR cache with the department pickers. */
export default function DeptListPage() {
  const { message } = App.useApp();
  const can = useCan();
  const { data, isLoading, isValidating, mutate } = useDeptTree();
  const [target, setTarget] = useState<DeptFormTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const rows = useMemo(() => toTreeRows(data ?? []), [data]);

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
    <PageCard
      title="部门管理"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} loading={isValidating && !isLoading} onClick={() => void mutate()}>
            刷新
          </Button>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create', parentId: 0 })}>
              新增部门
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
        scroll={{ x: 960 }}
        expandable={{ expandedRowKeys: expanded ?? parentKeys(data), onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
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
    </PageCard>
  );
}
