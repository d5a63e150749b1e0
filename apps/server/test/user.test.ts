import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE, Perm, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let adminId: number;
let root: number;
let deptA: number;
let deptA1: number;
let deptB: number;
let superAdminRole: number;

async function insertDept(name: string, parentId: number): Promise<number> {
  const at = Date.now();
  const parent = parentId ? await t.database.db.selectFrom('sys_dept').select('path').where('id', '=', parentId).executeTakeFirstOrThrow() : { path: '/' };
  const { id } = await t.database.db.insertInto('sys_dept').values({ parent_id: parentId, path: '', name, order_num: 1, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  await t.database.db.updateTable('sys_dept').set({ path: `${parent.path}${id}/` }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  adminId = (await t.database.db.selectFrom('sys_user').select('id').where('mobile', '=', ADMIN_MOBILE).executeTakeFirstOrThrow()).id;
  root = (await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  deptA = await insertDept('招标一部', root);
  deptA1 = await insertDept('招标一部一组', deptA);
  deptB = await insertDept('财务部', root);
  superAdminRole = (await t.database.db.selectFrom('sys_role').select('id').where('code', '=', 'super_admin').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const save = (token: string, body: object) => t.call('POST', '/gc-manage/sys/user/save', { token, body });

async function makeUser(fields: { deptId?: number; roleIds?: number[]; realName?: string } = {}) {
  const mobile = uniqueMobile();
  const saved = await save(admin, { mobile, realName: fields.realName ?? '测试员', deptId: fields.deptId ?? root, roleIds: fields.roleIds ?? [] });
  expect(saved.code, saved.msg).toBe(200);
  return { id: saved.data.id as number, mobile, oneTime: saved.data.password as string };
}

describe('save, one-time password, info', () => {
  it('save answers a one-time password that signs in and forces a password change', async () => {
    const mobile = uniqueMobile();
    const saved = await save(admin, { mobile, realName: '孙七', userName: 'sunqi', deptId: deptA, roleIds: [] });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ id: expect.any(Number), password: expect.any(String) });
    expect(saved.data.password.length).toBeGreaterThanOrEqual(8);
    const session = await t.login(mobile, saved.data.password);
    expect(session.isSetPassword).toBe(0);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: session.token, body: {} })).status).toBe(403);
    const next = 'Own-choice-2026';
    expect((await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: session.token, body: { password: t.encrypt(next) } })).code).toBe(200);
    // The one-time password is gone once replaced.
    expect((await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile, password: t.encrypt(saved.data.password) } })).status).toBe(400);
    expect((await t.login(mobile, next)).isSetPassword).toBe(1);

    const info = await t.call('GET', `/gc-manage/sys/user/info/${saved.data.id}`, { token: admin });
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({ id: saved.data.id, mobile, realName: '孙七', userName: 'sunqi', deptId: deptA, deptName: '招标一部', state: 1, isSetPassword: 1, roles: [] });
    expect(JSON.stringify(info.data)).not.toMatch(/password_hash|passwordHash|scrypt/);
  });

  it('a mobile in use answers 409', async () => {
    const answer = await save(admin, { mobile: ADMIN_MOBILE, realName: '重复', deptId: root, roleIds: [] });
    expect(answer.status).toBe(409);
    expect(answer.code).toBe(409);
  });

  it('info of a missing id answers 404', async () => {
    const answer = await t.call('GET', '/gc-manage/sys/user/info/999999', { token: admin });
    expect(answer.status).toBe(404);
    expect(answer.code).toBe(404);
  });
});

describe('list and orgUserlist', () => {
  it('pages, filters, searches and sorts by whitelisted fields only', async () => {
    const tag = crypto.randomBytes(2).toString('hex');
    const names = [`甲${tag}`, `乙${tag}`, `丙${tag}`];
    const made = [];
    for (const name of names) made.push(await makeUser({ realName: name, deptId: deptA1 }));
    const list = (body: object) => t.call('POST', '/gc-manage/sys/user/list', { token: admin, body });

    const page1 = await list({ keyword: tag, page: 1, limit: 2 });
    expect(page1.code).toBe(200);
    expect(page1.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page1.data.list).toHaveLength(2);
    const page2 = await list({ keyword: tag, page: 2, limit: 2 });
    expect(page2.data.list).toHaveLength(1);
    const seen = [...page1.data.list, ...page2.data.list].map((u: any) => u.id).sort();
    expect(seen).toEqual(made.map((u) => u.id).sort());

    expect((await list({ mobile: made[1]!.mobile })).data.list.map((u: any) => u.id)).toEqual([made[1]!.id]);
    expect((await list({ realName: names[2] })).data.list.map((u: any) => u.id)).toEqual([made[2]!.id]);
    // A department filter includes its sub-departments.
    const inA = await list({ deptId: deptA, limit: 200 });
    expect(inA.data.list.map((u: any) => u.id)).toEqual(expect.arrayContaining(made.map((u) => u.id)));
    expect((await list({ deptId: deptB, keyword: tag })).data.total).toBe(0);
    expect((await list({ keyword: tag, state: 1 })).data.total).toBe(3);
    expect((await list({ keyword: tag, state: 0 })).data.total).toBe(0);
    expect((await list({ roleId: superAdminRole })).data.list.map((u: any) => u.mobile)).toEqual([ADMIN_MOBILE]);

    const asc = await list({ keyword: tag, orderField: 'id', order: 'asc' });
    const desc = await list({ keyword: tag, orderField: 'id', order: 'desc' });
    expect(asc.data.list.map((u: any) => u.id)).toEqual(made.map((u) => u.id));
    expect(desc.data.list.map((u: any) => u.id)).toEqual(made.map((u) => u.id).reverse());
    expect((await list({ keyword: tag, orderField: 'mobile', order: 'asc' })).data.list.map((u: any) => u.mobile)).toEqual(made.map((u) => u.mobile).sort());
    for (const orderField of ['password_hash', 'u.password_hash', 'realName desc', 'id; drop table sys_user']) {
      const answer = await list({ orderField });
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain('排序字段');
    }
    expect((await list({ order: 'sideways' })).status).toBe(400);
    expect((await list({ limit: 201 })).status).toBe(400);
    expect((await list({ page: 0 })).status).toBe(400);
  });

  it('orgUserlist answers enabled users, filterable by department and keyword', async () => {
    const tag = crypto.randomBytes(2).toString('hex');
    const on = await makeUser({ realName: `启${tag}`, deptId: deptB });
    const off = await makeUser({ realName: `停${tag}`, deptId: deptB });
    await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: off.id, state: 0 } });
    const answer = await t.call('POST', '/gc-manage/sys/user/orgUserlist', { token: admin, body: { deptId: deptB } });
    expect(answer.code).toBe(200);
    const ids = answer.data.map((u: any) => u.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    expect(answer.data.find((u: any) => u.id === on.id)).toEqual({ id: on.id, realName: `启${tag}`, mobile: on.mobile, deptId: deptB, deptName: '财务部' });
    const byKeyword = await t.call('POST', '/gc-manage/sys/user/orgUserlist', { token: admin, form: `keyword=${encodeURIComponent(tag)}` });
    expect(byKeyword.data.map((u: any) => u.id)).toEqual([on.id]);
  });
});

describe('update, passwords, state, delete', () => {
  it('update changes the fields and writes the operation log with before and after', async () => {
    const user = await makeUser({ realName: '旧名字', deptId: deptA });
    const roleId = await t.createRole(admin, [Perm.ORG_MANAGE], 1);
    const newMobile = uniqueMobile();
    const answer = await t.call('POST', '/gc-manage/sys/user/update', { token: admin, body: { id: user.id, mobile: newMobile, realName: '新名字', deptId: deptB, roleIds: [roleId] } });
    expect(answer.code).toBe(200);
    const info = await t.call('GET', `/gc-manage/sys/user/info/${user.id}`, { token: admin });
    expect(info.data).toMatchObject({ mobile: newMobile, realName: '新名字', deptId: deptB, roles: [{ id: roleId }] });
    const log = await t.database.db.selectFrom('sys_operation_log').selectAll().where('target_type', '=', 'user').where('target_id', '=', String(user.id)).where('action', '=', '编辑用户').executeTakeFirstOrThrow();
    expect(log.user_id).toBe(adminId);
    expect(log.module).toBe('用户管理');
    expect(log.ip).toBe('127.0.0.1');
    expect(JSON.parse(log.before_json!)).toMatchObject({ realName: '旧名字', mobile: user.mobile, deptId: deptA });
    expect(JSON.parse(log.after_json!)).toMatchObject({ realName: '新名字', mobile: newMobile, deptId: deptB, roleIds: [roleId] });
    const created = await t.database.db.selectFrom('sys_operation_log').select(['after_json']).where('target_id', '=', String(user.id)).where('action', '=', '新增用户').executeTakeFirstOrThrow();
    expect(created.after_json).not.toContain(user.oneTime);
  });

  it('randomPassword answers a new one-time password; the old one stops working', async () => {
    const user = await makeUser();
    const answer = await t.call('POST', '/gc-manage/sys/user/randomPassword', { token: admin, body: { id: user.id } });
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({ id: user.id, password: expect.any(String) });
    expect(answer.data.password).not.toBe(user.oneTime);
    expect((await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile: user.mobile, password: t.encrypt(user.oneTime) } })).status).toBe(400);
    expect((await t.login(user.mobile, answer.data.password)).isSetPassword).toBe(0);
    const log = await t.database.db.selectFrom('sys_operation_log').selectAll().where('target_id', '=', String(user.id)).where('action', '=', '生成随机密码').executeTakeFirstOrThrow();
    expect(JSON.stringify(log)).not.toContain(answer.data.password);
  });

  it('resetPassword takes a ciphertext, applies the policy, and forces a change', async () => {
    const user = await makeUser();
    const weak = await t.call('POST', '/gc-manage/sys/user/resetPassword', { token: admin, body: { id: user.id, password: t.encrypt('12345678') } });
    expect(weak.status).toBe(400);
    const plain = await t.call('POST', '/gc-manage/sys/user/resetPassword', { token: admin, body: { id: user.id, password: 'Plain-text-pass' } });
    expect(plain.status).toBe(400);
    const ok = await t.call('POST', '/gc-manage/sys/user/resetPassword', { token: admin, body: { id: user.id, password: t.encrypt('Admin-given-2026') } });
    expect(ok.code).toBe(200);
    expect((await t.login(user.mobile, 'Admin-given-2026')).isSetPassword).toBe(0);
  });

  it('updateState disables and enables, with before/after in the log', async () => {
    const user = await makeUser();
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: user.id, state: 0 } })).code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile: user.mobile, password: t.encrypt(user.oneTime) } })).status).toBe(403);
    expect((await t.call('GET', `/gc-manage/sys/user/info/${user.id}`, { token: admin })).data.state).toBe(0);
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: user.id, state: 7 } })).status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: user.id, state: 1 } })).code).toBe(200);
    expect((await t.login(user.mobile, user.oneTime)).userId).toBe(user.id);
    const log = await t.database.db.selectFrom('sys_operation_log').selectAll().where('target_id', '=', String(user.id)).where('action', '=', '停用用户').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_json!)).toEqual({ state: 1 });
    expect(JSON.parse(log.after_json!)).toEqual({ state: 0 });
  });

  it('delete is a soft delete that frees the mobile', async () => {
    const user = await makeUser();
    const answer = await t.call('DELETE', `/gc-manage/sys/user/delete/${user.id}`, { token: admin });
    expect(answer.code).toBe(200);
    expect((await t.call('GET', `/gc-manage/sys/user/info/${user.id}`, { token: admin })).status).toBe(404);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: { mobile: user.mobile } })).data.total).toBe(0);
    const row = await t.database.db.selectFrom('sys_user').select(['deleted_at', 'state']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toEqual(expect.any(Number));
    expect(row.state).toBe(0);
    expect((await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile: user.mobile, password: t.encrypt(user.oneTime) } })).status).toBe(400);
    const again = await save(admin, { mobile: user.mobile, realName: '新人', deptId: root, roleIds: [] });
    expect(again.code).toBe(200);
    expect(again.data.id).not.toBe(user.id);
    expect((await t.call('DELETE', `/gc-manage/sys/user/delete/${user.id}`, { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', '/gc-manage/sys/user/delete/abc', { token: admin })).status).toBe(400);
    const log = await t.database.db.selectFrom('sys_operation_log').selectAll().where('target_id', '=', String(user.id)).where('action', '=', '删除用户').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_json!)).toMatchObject({ id: user.id, mobile: user.mobile });
  });

  it('deleting a department leader clears the leader of that department', async () => {
    const user = await makeUser();
    const deptId = await insertDept('待清负责人部门', root);
    await t.database.db.updateTable('sys_dept').set({ leader_user_id: user.id }).where('id', '=', deptId).execute();
    expect((await t.call('DELETE', `/gc-manage/sys/user/delete/${user.id}`, { token: admin })).code).toBe(200);
    const dept = await t.database.db.selectFrom('sys_dept').select('leader_user_id').where('id', '=', deptId).executeTakeFirstOrThrow();
    expect(dept.leader_user_id).toBeNull();
  });

  it('nobody can delete or disable themselves', async () => {
    const del = await t.call('DELETE', `/gc-manage/sys/user/delete/${adminId}`, { token: admin });
    expect(del.status).toBe(403);
    const off = await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: adminId, state: 0 } });
    expect(off.status).toBe(403);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token: admin })).code).toBe(200);
  });
});

describe('permissions', () => {
  const endpoints = (id: number): Array<[string, string, object | undefined]> => [
    ['POST', '/gc-manage/sys/user/list', {}],
    ['POST', '/gc-manage/sys/user/orgUserlist', {}],
    ['GET', `/gc-manage/sys/user/info/${id}`, undefined],
    ['POST', '/gc-manage/sys/user/save', { mobile: uniqueMobile(), realName: '越权', deptId: 1, roleIds: [] }],
    ['POST', '/gc-manage/sys/user/update', { id, mobile: uniqueMobile(), realName: '越权', deptId: 1, roleIds: [] }],
    ['POST', '/gc-manage/sys/user/randomPassword', { id }],
    ['POST', '/gc-manage/sys/user/resetPassword', { id, password: 'A'.repeat(344) }],
    ['POST', '/gc-manage/sys/user/updateState', { id, state: 0 }],
    ['DELETE', `/gc-manage/sys/user/delete/${id}`, undefined],
  ];

  it('every endpoint answers 401 without a session and 403 without the permission', async () => {
    const target = await makeUser();
    const nobody = await t.userWithPerms([Perm.FILE_UPLOAD]);
    for (const [method, path, body] of endpoints(target.id)) {
      const anonymous = await t.call(method, path, body ? { body } : {});
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.code).toBe(401);
      const denied = await t.call(method, path, { token: nobody.token, ...(body ? { body } : {}) });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.code).toBe(403);
    }
    // Nothing changed on the target.
    const info = await t.call('GET', `/gc-manage/sys/user/info/${target.id}`, { token: admin });
    expect(info.data).toMatchObject({ state: 1, mobile: target.mobile });
  });

  it('the right button permission opens exactly its endpoint', async () => {
    const target = await makeUser();
    const stateOnly = await t.userWithPerms([Perm.USER_UPDATE_STATE]);
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: stateOnly.token, body: { id: target.id, state: 0 } })).code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/user/randomPassword', { token: stateOnly.token, body: { id: target.id } })).status).toBe(403);
  });

  it('nobody can assign a role with more power than their own', async () => {
    const manager = await t.userWithPerms([Perm.ORG_MANAGE, Perm.USER_SAVE, Perm.USER_UPDATE]);
    const bigger = await t.createRole(admin, [Perm.ORG_MANAGE, Perm.ROLE_MANAGE], 1);
    const smaller = await t.createRole(admin, [Perm.ORG_MANAGE], 1);
    const asSuper = await save(manager.token, { mobile: uniqueMobile(), realName: '提权', deptId: root, roleIds: [superAdminRole] });
    expect(asSuper.status).toBe(403);
    const asBigger = await save(manager.token, { mobile: uniqueMobile(), realName: '提权', deptId: root, roleIds: [bigger] });
    expect(asBigger.status).toBe(403);
    const fine = await save(manager.token, { mobile: uniqueMobile(), realName: '正常', deptId: root, roleIds: [smaller] });
    expect(fine.code).toBe(200);
    const grow = await t.call('POST', '/gc-manage/sys/user/update', { token: manager.token, body: { id: fine.data.id, mobile: uniqueMobile(), realName: '正常', deptId: root, roleIds: [bigger] } });
    expect(grow.status).toBe(403);
    const self = await t.call('POST', '/gc-manage/sys/user/update', { token: manager.token, body: { id: manager.userId, mobile: manager.mobile, realName: '自己', deptId: root, roleIds: [superAdminRole] } });
    expect(self.status).toBe(403);
  });

  it('nobody can assign a role with a wider data scope than their own', async () => {
    const manager = await t.userWithPerms([Perm.ORG_MANAGE, Perm.USER_SAVE], { dataScope: 2 });
    const sameCodesAllData = await t.createRole(admin, [Perm.ORG_MANAGE], 1);
    const sameCodesOwnData = await t.createRole(admin, [Perm.ORG_MANAGE], 3);
    const wider = await save(manager.token, { mobile: uniqueMobile(), realName: '扩权', deptId: root, roleIds: [sameCodesAllData] });
    expect(wider.status).toBe(403);
    const narrower = await save(manager.token, { mobile: uniqueMobile(), realName: '正常', deptId: root, roleIds: [sameCodesOwnData] });
    expect(narrower.code).toBe(200);
  });

  it('nobody can take over a more powerful account (password, mobile, state, delete)', async () => {
    const helpdesk = await t.userWithPerms([Perm.ORG_MANAGE, Perm.USER_RESET_PASSWORD, Perm.USER_UPDATE, Perm.USER_UPDATE_STATE, Perm.USER_DELETE]);
    const random = await t.call('POST', '/gc-manage/sys/user/randomPassword', { token: helpdesk.token, body: { id: adminId } });
    expect(random.status).toBe(403);
    expect(random.data?.password).toBeUndefined();
    expect((await t.call('POST', '/gc-manage/sys/user/resetPassword', { token: helpdesk.token, body: { id: adminId, password: t.encrypt('Taken-over-2026') } })).status).toBe(403);
    expect((await t.call('POST', '/gc-manage/sys/user/update', { token: helpdesk.token, body: { id: adminId, mobile: uniqueMobile(), realName: '系统管理员', deptId: root, roleIds: [superAdminRole] } })).status).toBe(403);
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: helpdesk.token, body: { id: adminId, state: 0 } })).status).toBe(403);
    expect((await t.call('DELETE', `/gc-manage/sys/user/delete/${adminId}`, { token: helpdesk.token })).status).toBe(403);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token: admin })).code).toBe(200);
    // A user with no more power than the helpdesk can still be helped.
    const plain = await makeUser();
    expect((await t.call('POST', '/gc-manage/sys/user/randomPassword', { token: helpdesk.token, body: { id: plain.id } })).code).toBe(200);
  });
});

describe('data scope', () => {
  it('DEPARTMENT scope sees its department subtree only; others are 404', async () => {
    const inA = await makeUser({ deptId: deptA });
    const inA1 = await makeUser({ deptId: deptA1 });
    const inB = await makeUser({ deptId: deptB });
    const lead = await t.userWithPerms([Perm.ORG_MANAGE, Perm.USER_UPDATE_STATE], { dataScope: 2, deptId: deptA });
    const list = await t.call('POST', '/gc-manage/sys/user/list', { token: lead.token, body: { limit: 200 } });
    const ids = list.data.list.map((u: any) => u.id);
    expect(ids).toEqual(expect.arrayContaining([inA.id, inA1.id, lead.userId]));
    expect(ids).not.toContain(inB.id);
    expect(ids).not.toContain(adminId);
    const depts = await t.database.db.selectFrom('sys_user as u').innerJoin('sys_dept as d', 'd.id', 'u.dept_id').select('d.path').where('u.id', 'in', ids).execute();
    for (const d of depts) expect(d.path.startsWith(`/${root}/${deptA}/`)).toBe(true);
    expect(list.data.total).toBe(ids.length);
    expect((await t.call('GET', `/gc-manage/sys/user/info/${inA1.id}`, { token: lead.token })).code).toBe(200);
    expect((await t.call('GET', `/gc-manage/sys/user/info/${inB.id}`, { token: lead.token })).status).toBe(404);
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: lead.token, body: { id: inB.id, state: 0 } })).status).toBe(404);
    expect((await t.call('POST', '/gc-manage/sys/user/orgUserlist', { token: lead.token, body: {} })).data.map((u: any) => u.id)).not.toContain(inB.id);
  });

  it('SELF scope sees only themselves', async () => {
    const other = await makeUser({ deptId: deptA });
    const me = await t.userWithPerms([Perm.ORG_MANAGE], { dataScope: 3, deptId: deptA });
    const list = await t.call('POST', '/gc-manage/sys/user/list', { token: me.token, body: {} });
    expect(list.data.total).toBe(1);
    expect(list.data.list.map((u: any) => u.id)).toEqual([me.userId]);
    expect((await t.call('GET', `/gc-manage/sys/user/info/${me.userId}`, { token: me.token })).code).toBe(200);
    expect((await t.call('GET', `/gc-manage/sys/user/info/${other.id}`, { token: me.token })).status).toBe(404);
    expect((await t.call('GET', `/gc-manage/sys/user/info/${adminId}`, { token: me.token })).status).toBe(404);
  });
});
