import { PlusOutlined } from '@ant-design/icons';
import { Perm, RoleState, type PageResult, type RoleRow, type RoleStateValue } from '@tenderdesk/shared';
import { useDebounce } from 'ahooks';
import { Button, Form, Input, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useCan } from '../../../auth/can';
import { PageCard } from '../../../components/PageCard';
import { tablePagination } from '../../../components/pagination';
import { feedback } from '../../../request/feedback';
import { DEBOUNCE_MS } from '../../../request/swr';
import { deleteRole, roleListKey, updateRoleState, type RoleQuery } from './api';
import { roleColumns } from './columns';
import { RoleFormModal } from './RoleFormModal';

/** 角色管理: roles, their data scope and the menus they grant. */
export default function RoleListPage() {
  const can = useCan();
  const [name, setName] = useState('');
  const [state, setState] = useState<RoleStateValue>();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const debouncedName = useDebounce(name.trim(), { wait: DEBOUNCE_MS });
  const query = useMemo<RoleQuery>(
    () => ({ ...paging, ...(debouncedName ? { name: debouncedName } : {}), ...(state !== undefined ? { state } : {}) }),
    [paging, debouncedName, state],
  );
  const { data, isLoading, mutate } = useSWR<PageResult<RoleRow>>(roleListKey(query), { keepPreviousData: true });
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined); // undefined: closed; null: new

  const run = async (call: () => Promise<{ msg: string }>, fallback: string) => {
    try {
      const res = await call();
      feedback.success(res.msg || fallback);
      await mutate();
    } catch {
      // shown by the request client
    }
  };

  const columns = roleColumns({
    canUpdate: can(Perm.ROLE_UPDATE),
    canUpdateState: can(Perm.ROLE_UPDATE_STATE),
    canDelete: can(Perm.ROLE_DELETE),
    onEdit: setEditing,
    onToggleState: (row) => {
      const next = row.state === RoleState.ENABLED ? RoleState.DISABLED : RoleState.ENABLED;
      return run(() => updateRoleState(row.id, next), next === RoleState.ENABLED ? '已启用' : '已停用');
    },
    onDelete: (row) => {
      if (data && data.list.length === 1 && paging.page > 1) {
        return run(() => deleteRole(row.id), '删除成功').then(() => setPaging((p) => ({ ...p, page: p.page - 1 })));
      }
      return run(() => deleteRole(row.id), '删除成功');
    },
  });

  return (
    <PageCard
      title="角色管理"
      extra={
        can(Perm.ROLE_SAVE) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增角色
          </Button>
        )
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="角色名称">
          <Input
            allowClear
            placeholder="请输入角色名称"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="状态">
          <Select<RoleStateValue>
            allowClear
            placeholder="全部"
            style={{ width: 110 }}
            value={state}
            onChange={(v) => {
              setState(v);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            options={RoleState.items.map((i) => ({ value: i.value, label: i.label }))}
          />
        </Form.Item>
      </Form>
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isLoading}
        scroll={{ x: 1000 }}
        pagination={tablePagination(paging, data?.total ?? 0, setPaging)}
      />
      {editing !== undefined && (
        <RoleFormModal
          role={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void mutate();
          }}
        />
      )}
    </PageCard>
  );
}
