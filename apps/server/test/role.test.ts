import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let seq = 0;
const uniqueName = (prefix = '角色') => `${prefix}${Date.now() % 100000}-${++seq}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => t?.close());

const menuIdsOf = async (...perms: string[]) =>
  (await t.database.db.selectFrom('sys_menu').select(['id', 'perms']).execute()).filter((m) => perms.includes(m.perms)).map((m) => m.id);
const roleCount = async () => Number((await t.database.db.selectFrom('sys_role').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const roleByCode = (code: string) => t.database.db.selectFrom('sys_role').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const info = (id: number, token = admin) => t.call('GET', `/gc-manage/sys/role/info/${id}`, { token });

async function createRole(body: Record<string, unknown> = {}, token = admin): Promise<number> {
  const res = await t.call('POST', '/gc-manage/sys/role/save', { token, body: { name: uniqueName(), dataScope: 3, menuIds: [], ...body } });
  expect(res.code, res.msg).toBe(200);
  return res.data.id as number;
}

describe('POST /gc-manage/sys/role/list', () => {
  it('pages roles with user counts and filters by name and state', async () => {
    const name = uniqueName('列表');
    const id = await createRole({ name, remark: '备注一' });
    let res = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { page: 1, limit: 10, name } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(res.data.list[0]).toMatchObject({ id, name, remark: '备注一', dataScope: 3, state: 1, builtin: 0, allPerms: 0, userCount: 0 });

    const holder = await t.userWithPerms([Perm.ORG_MANAGE]);
    res = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { page: 1, limit: 200 } });
    expect(res.data.list.find((r: { id: number }) => r.id === holder.roleId).userCount).toBe(1);
    const superAdmin = res.data.list.find((r: { name: string }) => r.name === '超级管理员');
    expect(superAdmin).toMatchObject({ builtin: 1, allPerms: 1, userCount: 1 });

    await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id, state: 0 } });
    res = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, form: `page=1&limit=10&state=0&name=${encodeURIComponent(name)}` });
    expect(res.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    res = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { name, state: 1 } });
    expect(res.data.total).toBe(0);
  });

  it('pages: limit and page select the slice', async () => {
    const first = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { page: 1, limit: 2 } });
    const second = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { page: 2, limit: 2 } });
    expect(first.data.list).toHaveLength(2);
    expect(second.data.list[0].id).not.toBe(first.data.list[0].id);
    expect(first.data.total).toBe(await roleCount());
  });

  it('treats SQL metacharacters in the name filter as text', async () => {
    const pct = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { name: '%' } });
    expect(pct.status).toBe(200);
    expect(pct.data.total).toBe(0);
    const weird = await createRole({ name: `50%_${seq}` });
    const found = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { name: '50%_' } });
    expect(found.data.list.map((r: { id: number }) => r.id)).toEqual([weird]);
    const injection = await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { name: "'; drop table sys_role; --" } });
    expect(injection.status).toBe(200);
    expect(injection.data.total).toBe(0);
    expect(await roleCount()).toBeGreaterThan(5);
  });

  it('refuses bad input, missing sign-in and missing permission', async () => {
    expect((await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { page: 'x' } })).status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/role/list', { token: admin, body: { state: 7 } })).status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/role/list', { body: {} })).status).toBe(401);
    const other = await t.userWithPerms([Perm.ORG_MANAGE]);
    expect((await t.call('POST', '/gc-manage/sys/role/list', { token: other.token, body: {} })).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/role/manageList', () => {
  it('lists enabled roles only, for pickers', async () => {
    const enabled = await createRole({ remark: '可选' });
    const disabled = await createRole();
    await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id: disabled, state: 0 } });
    const picker = await t.userWithPerms([Perm.CONF_APPROVE]);
    const res = await t.call('POST', '/gc-manage/sys/role/manageList', { token: picker.token });
    expect(res.status).toBe(200);
    const ids = res.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(enabled);
    expect(ids).not.toContain(disabled);
    expect(res.data.find((r: { id: number }) => r.id === enabled)).toEqual({ id: enabled, name: expect.any(String), remark: '可选', dataScope: 3 });
    const org = await t.userWithPerms([Perm.ORG_MANAGE]);
    expect((await t.call('POST', '/gc-manage/sys/role/manageList', { token: org.token })).status).toBe(200);
  });

  it('answers 401 and 403', async () => {
    expect((await t.call('POST', '/gc-manage/sys/role/manageList', {})).status).toBe(401);
    const other = await t.userWithPerms([Perm.DEPT_MANAGE]);
    expect((await t.call('POST', '/gc-manage/sys/role/manageList', { token: other.token })).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/role/save', () => {
  it('creates a role with its menus and answers its id', async () => {
    const menuIds = await menuIdsOf(Perm.ORG_MANAGE, Perm.USER_SAVE);
    const name = uniqueName('新增');
    const res = await t.call('POST', '/gc-manage/sys/role/save', { token: admin, body: { name, remark: '说明', dataScope: 2, menuIds } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: expect.any(Number) });
    const stored = await info(res.data.id);
    expect(stored.data).toMatchObject({ name, remark: '说明', dataScope: 2, state: 1, builtin: 0, allPerms: 0 });
    expect([...stored.data.menuIds].sort()).toEqual([...menuIds].sort());
    const log = await t.database.db.selectFrom('sys_operation_log').select(['action']).where('target_type', '=', 'role').where('target_id', '=', String(res.data.id)).execute();
    expect(log.map((l) => l.action)).toEqual(['新增角色']);
  });

  it('accepts form-encoded bodies with bracketed arrays', async () => {
    const [a, b] = await menuIdsOf(Perm.DEPT_MANAGE, Perm.DEPT_SAVE);
    const name = uniqueName('表单');
    const res = await t.call('POST', '/gc-manage/sys/role/save', { token: admin, form: `name=${encodeURIComponent(name)}&dataScope=3&menuIds[]=${a}&menuIds[]=${b}` });
    expect(res.code, res.msg).toBe(200);
    expect((await info(res.data.id)).data.menuIds).toHaveLength(2);
  });

  it('refuses missing, mistyped and forbidden fields without storing anything', async () => {
    const before = await roleCount();
    const cases: Array<Record<string, unknown>> = [
      { dataScope: 1, menuIds: [] },
      { name: uniqueName(), menuIds: [] },
      { name: uniqueName(), dataScope: 9, menuIds: [] },
      { name: uniqueName(), dataScope: 1, menuIds: ['abc'] },
      { name: 'x'.repeat(31), dataScope: 1, menuIds: [] },
      { name: uniqueName(), dataScope: 1, menuIds: [], builtin: 1 },
      { name: uniqueName(), dataScope: 1, menuIds: [], allPerms: 1 },
      { name: uniqueName(), dataScope: 1, menuIds: [], createdAt: 1 },
      { name: uniqueName(), dataScope: 1, menuIds: [], state: 0 },
    ];
    for (const body of cases) {
      const res = await t.call('POST', '/gc-manage/sys/role/save', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const extra = await t.call('POST', '/gc-manage/sys/role/save', { token: admin, body: { name: uniqueName(), dataScope: 1, menuIds: [], allPerms: 1 } });
    expect(extra.msg).toContain('allPerms');
    expect(await roleCount()).toBe(before);
  });

  it('refuses a duplicate name (409) and unknown menus (400)', async () => {
    const name = uniqueName('重名');
    await createRole({ name });
    const dup = await t.call('POST', '/gc-manage/sys/role/save', { token: admin, body: { name, dataScope: 3, menuIds: [] } });
    expect(dup.status).toBe(409);
    expect(dup.msg).toContain('已存在');
    const unknown = await t.call('POST', '/gc-manage/sys/role/save', { token: admin, body: { name: uniqueName(), dataScope: 3, menuIds: [99999999] } });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toContain('菜单');
  });

  it('refuses to grant permissions or a data scope the actor does not hold', async () => {
    const limited = await t.userWithPerms([Perm.ROLE_MANAGE, Perm.ROLE_SAVE], { dataScope: 2 });
    const before = await roleCount();
    const escalate = await t.call('POST', '/gc-manage/sys/role/save', {
      token: limited.token,
      body: { name: uniqueName('越权'), dataScope: 2, menuIds: await menuIdsOf(Perm.ROLE_MANAGE, Perm.ORG_MANAGE) },
    });
    expect(escalate.status).toBe(403);
    expect(escalate.msg).toContain('权限管理');
    const wider = await t.call('POST', '/gc-manage/sys/role/save', { token: limited.token, body: { name: uniqueName('越权'), dataScope: 1, menuIds: [] } });
    expect(wider.status).toBe(403);
    expect(await roleCount()).toBe(before);
    const within = await t.call('POST', '/gc-manage/sys/role/save', {
      token: limited.token,
      body: { name: uniqueName('范围内'), dataScope: 3, menuIds: await menuIdsOf(Perm.ROLE_MANAGE) },
    });
    expect(within.status).toBe(200);
  });

  it('answers 401 and 403', async () => {
    expect((await t.call('POST', '/gc-manage/sys/role/save', { body: { name: uniqueName(), dataScope: 3, menuIds: [] } })).status).toBe(401);
    const other = await t.userWithPerms([Perm.ROLE_MANAGE]);
    expect((await t.call('POST', '/gc-manage/sys/role/save', { token: other.token, body: { name: uniqueName(), dataScope: 3, menuIds: [] } })).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/role/update', () => {
  it('changes name, remark, data scope and menus', async () => {
    const id = await createRole({ menuIds: await menuIdsOf(Perm.ORG_MANAGE) });
    const name = uniqueName('改名');
    const menuIds = await menuIdsOf(Perm.DEPT_MANAGE);
    const res = await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id, name, remark: '新备注', dataScope: 1, menuIds } });
    expect(res.code, res.msg).toBe(200);
    expect((await info(id)).data).toMatchObject({ name, remark: '新备注', dataScope: 1, menuIds });
  });

  it('takes effect on live sessions at once (menus and state)', async () => {
    const user = await t.userWithPerms([Perm.ORG_MANAGE]);
    const call = () => t.call('POST', '/gc-manage/sys/user/list', { token: user.token, body: {} });
    expect((await call()).status).toBe(200);
    const role = (await info(user.roleId)).data;
    await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: user.roleId, name: role.name, dataScope: role.dataScope, menuIds: [] } });
    expect((await call()).status).toBe(403);
    await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: user.roleId, name: role.name, dataScope: role.dataScope, menuIds: role.menuIds } });
    expect((await call()).status).toBe(200);
    await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id: user.roleId, state: 0 } });
    expect((await call()).status).toBe(403);
  });

  it('refuses to edit the super administrator but allows other built-in roles', async () => {
    const sup = await roleByCode('super_admin');
    const res = await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: sup.id, name: '改掉超管', dataScope: 1, menuIds: [] } });
    expect(res.status).toBe(403);
    expect(res.msg).toContain('超级管理员');
    expect((await roleByCode('super_admin')).name).toBe('超级管理员');

    const sys = await roleByCode('sys_admin');
    const current = (await info(sys.id)).data;
    const ok = await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: sys.id, name: current.name, remark: '已调整', dataScope: 1, menuIds: current.menuIds } });
    expect(ok.code, ok.msg).toBe(200);
    expect((await roleByCode('sys_admin')).remark).toBe('已调整');
  });

  it('refuses a duplicate name, unknown role, bad fields and escalation', async () => {
    const a = await createRole();
    const bName = uniqueName('乙');
    await createRole({ name: bName });
    const dup = await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: a, name: bName, dataScope: 3, menuIds: [] } });
    expect(dup.status).toBe(409);
    expect((await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: 99999999, name: uniqueName(), dataScope: 3, menuIds: [] } })).status).toBe(404);
    const before = (await info(a)).data;
    const extra = await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: a, name: uniqueName(), dataScope: 3, menuIds: [], allPerms: 1 } });
    expect(extra.status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/role/update', { token: admin, body: { id: 'abc', name: uniqueName(), dataScope: 3, menuIds: [] } })).status).toBe(400);
    expect((await info(a)).data).toEqual(before);

    const limited = await t.userWithPerms([Perm.ROLE_MANAGE, Perm.ROLE_UPDATE]);
    const escalate = await t.call('POST', '/gc-manage/sys/role/update', {
      token: limited.token,
      body: { id: a, name: before.name, dataScope: 3, menuIds: await menuIdsOf(Perm.ORG_MANAGE) },
    });
    expect(escalate.status).toBe(403);
    expect((await info(a)).data.menuIds).toEqual([]);
    // Nor may a limited actor grow their own role.
    const own = await t.call('POST', '/gc-manage/sys/role/update', {
      token: limited.token,
      body: { id: limited.roleId, name: (await info(limited.roleId)).data.name, dataScope: 1, menuIds: await menuIdsOf(Perm.ROLE_MANAGE, Perm.ROLE_UPDATE, Perm.ROLE_DELETE) },
    });
    expect(own.status).toBe(403);
  });

  it('answers 401 and 403', async () => {
    const id = await createRole();
    expect((await t.call('POST', '/gc-manage/sys/role/update', { body: { id, name: uniqueName(), dataScope: 3, menuIds: [] } })).status).toBe(401);
    const other = await t.userWithPerms([Perm.ROLE_MANAGE, Perm.ROLE_SAVE]);
    expect((await t.call('POST', '/gc-manage/sys/role/update', { token: other.token, body: { id, name: uniqueName(), dataScope: 3, menuIds: [] } })).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/role/updateState', () => {
  it('disables and enables a role', async () => {
    const id = await createRole();
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id, state: 0 } })).code).toBe(200);
    expect((await info(id)).data.state).toBe(0);
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, form: `id=${id}&state=1` })).code).toBe(200);
    expect((await info(id)).data.state).toBe(1);
  });

  it('refuses the super administrator and bad input', async () => {
    const sup = await roleByCode('super_admin');
    const res = await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id: sup.id, state: 0 } });
    expect(res.status).toBe(403);
    expect((await roleByCode('super_admin')).state).toBe(1);
    const sys = await roleByCode('project_manager');
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id: sys.id, state: 0 } })).code).toBe(200);
    expect((await roleByCode('project_manager')).state).toBe(0);
    const id = await createRole();
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id, state: 5 } })).status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id } })).status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id, state: 0, builtin: 1 } })).status).toBe(400);
    expect((await info(id)).data.state).toBe(1);
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id: 99999999, state: 0 } })).status).toBe(404);
  });

  it('refuses to re-enable a role carrying permissions the actor lacks', async () => {
    const strong = await createRole({ menuIds: await menuIdsOf(Perm.ORG_MANAGE) });
    await t.call('POST', '/gc-manage/sys/role/updateState', { token: admin, body: { id: strong, state: 0 } });
    const limited = await t.userWithPerms([Perm.ROLE_UPDATE_STATE]);
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: limited.token, body: { id: strong, state: 1 } })).status).toBe(403);
    expect((await info(strong)).data.state).toBe(0);
  });

  it('answers 401 and 403', async () => {
    const id = await createRole();
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { body: { id, state: 0 } })).status).toBe(401);
    const other = await t.userWithPerms([Perm.ROLE_UPDATE]);
    expect((await t.call('POST', '/gc-manage/sys/role/updateState', { token: other.token, body: { id, state: 0 } })).status).toBe(403);
    expect((await info(id)).data.state).toBe(1);
  });
});

describe('DELETE /gc-manage/sys/role/delete/:id', () => {
  it('deletes an unused role and its menu grants', async () => {
    const id = await createRole({ menuIds: await menuIdsOf(Perm.DEPT_MANAGE) });
    const res = await t.call('DELETE', `/gc-manage/sys/role/delete/${id}`, { token: admin });
    expect(res.code, res.msg).toBe(200);
    expect((await info(id)).status).toBe(404);
    expect(await t.database.db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a role still assigned to users, saying how many', async () => {
    const user = await t.userWithPerms([Perm.DEPT_MANAGE]);
    const res = await t.call('DELETE', `/gc-manage/sys/role/delete/${user.roleId}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.msg).toContain('1 名用户');
    expect((await info(user.roleId)).status).toBe(200);
  });

  it('refuses built-in roles, unknown ids and bad ids', async () => {
    const sup = await roleByCode('super_admin');
    const res = await t.call('DELETE', `/gc-manage/sys/role/delete/${sup.id}`, { token: admin });
    expect(res.status).toBe(403);
    expect(res.msg).toContain('超级管理员');
    const finance = await roleByCode('finance');
    expect((await t.call('DELETE', `/gc-manage/sys/role/delete/${finance.id}`, { token: admin })).status).toBe(403);
    expect((await info(finance.id)).status).toBe(200);
    expect((await t.call('DELETE', '/gc-manage/sys/role/delete/99999999', { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', '/gc-manage/sys/role/delete/abc', { token: admin })).status).toBe(400);
  });

  it('answers 401 and 403', async () => {
    const id = await createRole();
    expect((await t.call('DELETE', `/gc-manage/sys/role/delete/${id}`, {})).status).toBe(401);
    const other = await t.userWithPerms([Perm.ROLE_UPDATE]);
    expect((await t.call('DELETE', `/gc-manage/sys/role/delete/${id}`, { token: other.token })).status).toBe(403);
    expect((await info(id)).status).toBe(200);
  });
});

describe('GET /gc-manage/sys/role/info/:id', () => {
  it('answers the role with its menu ids', async () => {
    const menuIds = await menuIdsOf(Perm.LOG_LOGIN);
    const id = await createRole({ menuIds, remark: '详情' });
    const res = await info(id);
    expect(res.data).toMatchObject({ id, remark: '详情', dataScope: 3, state: 1, builtin: 0, allPerms: 0, userCount: 0, menuIds, createdAt: expect.any(Number) });
  });

  it('answers 400, 401, 403 and 404', async () => {
    expect((await info(99999999)).status).toBe(404);
    expect((await t.call('GET', '/gc-manage/sys/role/info/x', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/gc-manage/sys/role/info/1', {})).status).toBe(401);
    const other = await t.userWithPerms([Perm.ORG_MANAGE]);
    expect((await info(1, other.token)).status).toBe(403);
  });
});
