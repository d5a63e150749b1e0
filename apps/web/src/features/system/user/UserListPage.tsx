import { PlusOutlined } from '@ant-design/icons';
import { Perm, UserState, type PageResult, type UserRow, type UserStateValue } from '@tenderdesk/shared';
import { useDebounce } from 'ahooks';
import { App, Button, Card, Col, Form, Input, Row, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useCan } from '../../../auth/can';
import { PageCard } from '../../../components/PageCard';
import { tablePagination } from '../../../components/pagination';
import { useRoleOptions } from '../../../components/pickers/api';
import { feedback } from '../../../request/feedback';
import { DEBOUNCE_MS } from '../../../request/swr';
import { deleteUser, randomPassword, updateUserState, userListKey, type UserQuery } from './api';
import { userColumns } from './columns';
import { ALL_DEPTS, DeptPanel } from './DeptPanel';
import { OneTimePasswordModal, type OneTimePasswordInfo } from './OneTimePasswordModal';
import { SetPasswordModal } from './SetPasswordModal';
import { UserFormModal } from './UserFormModal';

/** 权限管理: departments on the left, users on the right. */
export default function UserListPage() {
  const can = useCan();
  const { modal } = App.useApp();
  const [deptId, setDeptId] = useState(ALL_DEPTS);
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<UserStateValue>();
  const [roleId, setRoleId] = useState<number>();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const debouncedKeyword = useDebounce(keyword.trim(), { wait: DEBOUNCE_MS });
  const roles = useRoleOptions();

  const query = useMemo<UserQuery>(
    () => ({
      ...paging,
      ...(debouncedKeyword ? { keyword: debouncedKeyword } : {}),
      ...(deptId !== ALL_DEPTS ? { deptId } : {}),
      ...(state !== undefined ? { state } : {}),
      ...(roleId ? { roleId } : {}),
    }),
    [paging, debouncedKeyword, deptId, state, roleId],
  );
  const { data, isLoading, mutate } = useSWR<PageResult<UserRow>>(userListKey(query), { keepPreviousData: true });

  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined); // undefined: closed; null: new
  const [settingPassword, setSettingPassword] = useState<UserRow | null>(null);
  const [oneTime, setOneTime] = useState<OneTimePasswordInfo | null>(null);

  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns = userColumns({
    canUpdate: can(Perm.USER_UPDATE),
    canUpdateState: can(Perm.USER_UPDATE_STATE),
    canResetPassword: can(Perm.USER_RESET_PASSWORD),
    canDelete: can(Perm.USER_DELETE),
    onEdit: setEditing,
    onSetPassword: setSettingPassword,
    async onToggleState(row) {
      const next = row.state === UserState.ENABLED ? UserState.DISABLED : UserState.ENABLED;
      try {
        const res = await updateUserState(row.id, next);
        feedback.success(res.msg || (next === UserState.ENABLED ? '已启用' : '已停用'));
        await mutate();
      } catch {
        // shown by the request client
      }
    },
    onRandomPassword(row) {
      modal.confirm({
        title: `为「${row.realName}」随机生成新密码？`,
        content: '原密码将立即失效，新密码只显示一次。',
        okText: '生成',
        onOk: async () => {
          try {
            const res = await randomPassword(row.id);
            setOneTime({ title: '新密码已生成', realName: row.realName, mobile: row.mobile, password: res.data.password });
          } catch {
            // shown by the request client
          }
        },
      });
    },
    async onDelete(row) {
      try {
        const res = await deleteUser(row.id);
        feedback.success(res.msg || '删除成功');
        // Step back a page when the last row of this one went away.
        if (data && data.list.length === 1 && paging.page > 1) setPaging((p) => ({ ...p, page: p.page - 1 }));
        else await mutate();
      } catch {
        // shown by the request client
      }
    },
  });

  return (
    <PageCard
      title="权限管理"
      extra={
        can(Perm.USER_SAVE) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增用户
          </Button>
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={7} lg={5}>
          <Card size="small" title="部门" styles={{ body: { padding: 8, maxHeight: 640, overflow: 'auto' } }} style={{ marginBottom: 16 }}>
            <DeptPanel value={deptId} onChange={filter(setDeptId)} />
          </Card>
        </Col>
        <Col xs={24} md={17} lg={19}>
          <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
            <Form.Item label="关键字">
              <Input allowClear placeholder="姓名/手机号/用户名" value={keyword} onChange={(e) => filter(setKeyword)(e.target.value)} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item label="状态">
              <Select<UserStateValue>
                allowClear
                placeholder="全部"
                style={{ width: 110 }}
                value={state}
                onChange={filter(setState)}
                options={UserState.items.map((i) => ({ value: i.value, label: i.label }))}
              />
            </Form.Item>
            <Form.Item label="角色">
              <Select<number>
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="全部"
                style={{ width: 160 }}
                value={roleId}
                onChange={filter(setRoleId)}
                loading={roles.isLoading}
                options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
          </Form>
          <Table<UserRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data?.list ?? []}
            loading={isLoading}
            scroll={{ x: 1260 }}
            pagination={tablePagination(paging, data?.total ?? 0, setPaging)}
          />
        </Col>
      </Row>

      {editing !== undefined && (
        <UserFormModal
          user={editing}
          defaultDeptId={deptId !== ALL_DEPTS ? deptId : undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(created) => {
            setEditing(undefined);
            void mutate();
            if (created) setOneTime({ title: '用户已创建', realName: created.realName, mobile: created.mobile, password: created.password });
          }}
        />
      )}
      {settingPassword && <SetPasswordModal user={settingPassword} onClose={() => setSettingPassword(null)} />}
      <OneTimePasswordModal info={oneTime} onClose={() => setOneTime(null)} />
    </PageCard>
  );
}
