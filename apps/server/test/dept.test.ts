import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let rootId: number;
let seq = 0;
const unique = (prefix = '部门') => `${prefix}${++seq}`;

type Node = { id: number; name: string; parentId: number; leaderName: string; userCount: number; children: Node[] };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  rootId = (await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const deptRow = (id: number) => t.database.db.selectFrom('sys_dept').selectAll().where('id', '=', id).executeTakeFirst();
const deptCount = async () => Number((await t.database.db.selectFrom('sys_dept').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const save = (body: Record<string, unknown>, token = admin) => t.call('POST', '/gc-manage/sys/dept/save', { token, body: { orderNum: 1, ...body } });
const update = (body: Record<string, unknown>, token = admin) => t.call('POST', '/gc-manage/sys/dept/update', { token, body: { orderNum: 1, ...body } });
const tree = (token = admin) => t.call('POST', '/gc-manage/sys/dept/tree', { token });

async function createDept(parentId: number, name = unique(), token = admin): Promise<number> {
  const res = await save({ parentId, name }, token);
  expect(res.code, res.msg).toBe(200);
  return res.data.id;
}
const find = (nodes: Node[], id: number): Node | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const hit = find(node.children, id);
    if (hit) return hit;
  }
  return undefined;
};

describe('POST /gc-manage/sys/dept/tree', () => {
  it('answers the whole tree with leader names and head counts for 全部数据', async () => {
    const a = await createDept(rootId);
    const a1 = await createDept(a);
    const user = await t.userWithPerms([Perm.DEPT_MANAGE], { deptId: a1 });
    await update({ id: a, parentId: rootId, name: (await deptRow(a))!.name, leaderUserId: user.userId });
    const res = await tree();
    expect(res.status).toBe(200);
    expect(res.data.map((n: Node) => n.id)).toEqual([rootId]);
    expect(res.data[0].userCount).toBeGreaterThanOrEqual(1);
    expect(find(res.data, a)).toMatchObject({ parentId: rootId, leaderName: '测试用户', leaderUserId: user.userId, userCount: 0 });
    expect(find(res.data, a)!.children.map((n) => n.id)).toEqual([a1]);
    expect(find(res.data, a1)!.userCount).toBe(1);
    expect(JSON.stringify(res.data)).not.toContain('"path"');
  });

  it('narrows to the subtree for 本部门及下级 and to the own department for 仅本人', async () => {
    const a = await createDept(rootId);
    const a1 = await createDept(a);
    const b = await createDept(rootId);
    const deptUser = await t.userWithPerms([Perm.DEPT_MANAGE], { dataScope: 2, deptId: a });
    const scoped = await tree(deptUser.token);
    expect(scoped.data.map((n: Node) => n.id)).toEqual([a]);
    expect(scoped.data[0].children.map((n: Node) => n.id)).toEqual([a1]);
    expect(find(scoped.data, b)).toBeUndefined();
    const selfUser = await t.userWithPerms([Perm.ORG_MANAGE], { dataScope: 3, deptId: a1 });
    const own = await tree(selfUser.token);
    expect(own.data.map((n: Node) => n.id)).toEqual([a1]);
    expect(own.data[0].children).toEqual([]);
  });

  it('answers 401 and 403', async () => {
    expect((await t.call('POST', '/gc-manage/sys/dept/tree', {})).status).toBe(401);
    const approver = await t.userWithPerms([Perm.CONF_APPROVE]);
    expect((await tree(approver.token)).status).toBe(200);
    const other = await t.userWithPerms([Perm.ROLE_MANAGE]);
    expect((await tree(other.token)).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/dept/save', () => {
  it('creates a department with its materialised path', async () => {
    const res = await save({ parentId: rootId, name: unique('招标一部'), orderNum: 3, phone: '010-12345678', remark: '备注' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual({ id: expect.any(Number) });
    const root = (await deptRow(rootId))!;
    expect(await deptRow(res.data.id)).toMatchObject({ parent_id: rootId, path: `${root.path}${res.data.id}/`, order_num: 3, phone: '010-12345678', remark: '备注', leader_user_id: null });
    const top = await save({ parentId: 0, name: unique('分公司') });
    expect(top.code, top.msg).toBe(200);
    expect((await deptRow(top.data.id))!.path).toBe(`/${top.data.id}/`);
  });

  it('refuses missing, mistyped and forbidden fields, storing nothing', async () => {
    const before = await deptCount();
    const cases: Array<Record<string, unknown>> = [
      { parentId: rootId },
      { name: unique() },
      { parentId: 'abc', name: unique() },
      { parentId: rootId, name: unique(), orderNum: 'x' },
      { parentId: rootId, name: unique(), leaderUserId: 'me' },
      { parentId: rootId, name: 'x'.repeat(51) },
      { parentId: rootId, name: unique(), path: '/1/' },
      { parentId: rootId, name: unique(), createdAt: 1 },
      { parentId: rootId, name: unique(), id: 5 },
    ];
    for (const body of cases) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await save({ parentId: rootId, name: unique(), path: '/1/' })).msg).toContain('path');
    expect(await deptCount()).toBe(before);
  });

  it('checks parent, leader and sibling names', async () => {
    expect((await save({ parentId: 99999999, name: unique() })).status).toBe(400);
    const leader = await save({ parentId: rootId, name: unique(), leaderUserId: 99999999 });
    expect(leader.status).toBe(400);
    expect(leader.msg).toContain('负责人');
    const parent = await createDept(rootId);
    const name = unique('同名');
    await createDept(parent, name);
    const dup = await save({ parentId: parent, name });
    expect(dup.status).toBe(409);
    expect(dup.msg).toContain(name);
    // The same name under another parent is fine.
    expect((await save({ parentId: rootId, name })).code).toBe(200);
  });

  it('keeps a 本部门及下级 actor inside their subtree', async () => {
    const a = await createDept(rootId);
    const b = await createDept(rootId);
    const user = await t.userWithPerms([Perm.DEPT_MANAGE, Perm.DEPT_SAVE], { dataScope: 2, deptId: a });
    const before = await deptCount();
    expect((await save({ parentId: b, name: unique() }, user.token)).status).toBe(403);
    expect((await save({ parentId: 0, name: unique() }, user.token)).status).toBe(403);
    expect(await deptCount()).toBe(before);
    const inside = await save({ parentId: a, name: unique() }, user.token);
    expect(inside.code, inside.msg).toBe(200);
    const self = await t.userWithPerms([Perm.DEPT_MANAGE, Perm.DEPT_SAVE], { dataScope: 3, deptId: a });
    expect((await save({ parentId: a, name: unique() }, self.token)).status).toBe(403);
  });

  it('answers 401 and 403', async () => {
    expect((await t.call('POST', '/gc-manage/sys/dept/save', { body: { parentId: rootId, name: unique(), orderNum: 1 } })).status).toBe(401);
    const other = await t.userWithPerms([Perm.DEPT_MANAGE, Perm.DEPT_UPDATE]);
    expect((await save({ parentId: rootId, name: unique() }, other.token)).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/dept/update', () => {
  it('edits fields and moves a subtree, rewriting every path', async () => {
    const a = await createDept(rootId);
    const a1 = await createDept(a);
    const a11 = await createDept(a1);
    const b = await createDept(rootId);
    const res = await update({ id: a, parentId: b, name: '已移动', orderNum: 7, phone: '123', remark: '移动' });
    expect(res.code, res.msg).toBe(200);
    const bPath = (await deptRow(b))!.path;
    expect(await deptRow(a)).toMatchObject({ parent_id: b, path: `${bPath}${a}/`, name: '已移动', order_num: 7, phone: '123', remark: '移动' });
    expect((await deptRow(a1))!.path).toBe(`${bPath}${a}/${a1}/`);
    expect((await deptRow(a11))!.path).toBe(`${bPath}${a}/${a1}/${a11}/`);
    const after = await tree();
    expect(find(after.data, b)!.children.map((n) => n.id)).toContain(a);
  });

  it('moves data scope with the department', async () => {
    const a = await createDept(rootId);
    const a1 = await createDept(a);
    const b = await createDept(rootId);
    const bUser = await t.userWithPerms([Perm.DEPT_MANAGE], { dataScope: 2, deptId: b });
    expect(find((await tree(bUser.token)).data, a1)).toBeUndefined();
    await update({ id: a, parentId: b, name: (await deptRow(a))!.name });
    expect(find((await tree(bUser.token)).data, a1)).toBeDefined();
  });

  it('refuses moving under itself or a descendant, unknown parents and duplicate names', async () => {
    const a = await createDept(rootId);
    const a1 = await createDept(a);
    const before = await deptRow(a);
    const self = await update({ id: a, parentId: a, name: before!.name });
    expect(self.status).toBe(400);
    const below = await update({ id: a, parentId: a1, name: before!.name });
    expect(below.status).toBe(400);
    expect(below.msg).toContain('下级');
    expect((await update({ id: a, parentId: 99999999, name: before!.name })).status).toBe(400);
    const sibling = await createDept(rootId);
    expect((await update({ id: sibling, parentId: rootId, name: before!.name })).status).toBe(409);
    expect((await update({ id: a, parentId: rootId, name: before!.name, path: '/9/' })).status).toBe(400);
    expect((await update({ id: 99999999, parentId: rootId, name: unique() })).status).toBe(404);
    expect(await deptRow(a)).toEqual(before);
    expect((await deptRow(a1))!.path).toBe(`${before!.path}${a1}/`);
  });

  it('keeps a 本部门及下级 actor inside their subtree', async () => {
    const a = await createDept(rootId);
    const a1 = await createDept(a);
    const b = await createDept(rootId);
    const user = await t.userWithPerms([Perm.DEPT_MANAGE, Perm.DEPT_UPDATE], { dataScope: 2, deptId: a });
    const bRow = await deptRow(b);
    expect((await update({ id: b, parentId: rootId, name: '越界' }, user.token)).status).toBe(404);
    expect((await update({ id: a1, parentId: b, name: '越界' }, user.token)).status).toBe(403);
    expect(await deptRow(b)).toEqual(bRow);
    expect((await deptRow(a1))!.parent_id).toBe(a);
    const ok = await update({ id: a1, parentId: a, name: unique('范围内') }, user.token);
    expect(ok.code, ok.msg).toBe(200);
    // Their own department keeps its (out-of-scope) parent when only renamed.
    expect((await update({ id: a, parentId: rootId, name: unique('本部门') }, user.token)).code).toBe(200);
  });

  it('answers 401 and 403', async () => {
    const a = await createDept(rootId);
    expect((await t.call('POST', '/gc-manage/sys/dept/update', { body: { id: a, parentId: rootId, name: 'x', orderNum: 1 } })).status).toBe(401);
    const other = await t.userWithPerms([Perm.DEPT_MANAGE, Perm.DEPT_SAVE]);
    expect((await update({ id: a, parentId: rootId, name: '不该改' }, other.token)).status).toBe(403);
    expect((await deptRow(a))!.name).not.toBe('不该改');
  });
});

describe('DELETE /gc-manage/sys/dept/delete/:id', () => {
  it('deletes an empty department', async () => {
    const a = await createDept(rootId);
    const res = await t.call('DELETE', `/gc-manage/sys/dept/delete/${a}`, { token: admin });
    expect(res.code, res.msg).toBe(200);
    expect(await deptRow(a)).toBeUndefined();
  });

  it('refuses departments with children or users, with counts', async () => {
    const a = await createDept(rootId);
    await createDept(a);
    await createDept(a);
    const children = await t.call('DELETE', `/gc-manage/sys/dept/delete/${a}`, { token: admin });
    expect(children.status).toBe(409);
    expect(children.msg).toContain('2 个下级部门');
    const b = await createDept(rootId);
    await t.userWithPerms([Perm.DEPT_MANAGE], { deptId: b });
    const users = await t.call('DELETE', `/gc-manage/sys/dept/delete/${b}`, { token: admin });
    expect(users.status).toBe(409);
    expect(users.msg).toContain('1 名用户');
    expect(await deptRow(a)).toBeDefined();
    expect(await deptRow(b)).toBeDefined();
  });

  it('keeps a scoped actor inside their data scope', async () => {
    const a = await createDept(rootId);
    const b = await createDept(rootId);
    const user = await t.userWithPerms([Perm.DEPT_MANAGE, Perm.DEPT_DELETE], { dataScope: 2, deptId: a });
    expect((await t.call('DELETE', `/gc-manage/sys/dept/delete/${b}`, { token: user.token })).status).toBe(404);
    expect(await deptRow(b)).toBeDefined();
    const inside = await createDept(a);
    expect((await t.call('DELETE', `/gc-manage/sys/dept/delete/${inside}`, { token: user.token })).code).toBe(200);
  });

  it('answers 400, 401, 403 and 404', async () => {
    const a = await createDept(rootId);
    expect((await t.call('DELETE', '/gc-manage/sys/dept/delete/abc', { token: admin })).status).toBe(400);
    expect((await t.call('DELETE', '/gc-manage/sys/dept/delete/99999999', { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', `/gc-manage/sys/dept/delete/${a}`, {})).status).toBe(401);
    const other = await t.userWithPerms([Perm.DEPT_MANAGE, Perm.DEPT_UPDATE]);
    expect((await t.call('DELETE', `/gc-manage/sys/dept/delete/${a}`, { token: other.token })).status).toBe(403);
    expect(await deptRow(a)).toBeDefined();
  });
});

describe('GET /gc-manage/sys/dept/info/:id', () => {
  it('answers one department within scope', async () => {
    const a = await createDept(rootId, unique('详情'));
    const res = await t.call('GET', `/gc-manage/sys/dept/info/${a}`, { token: admin });
    expect(res.data).toEqual({ id: a, parentId: rootId, name: expect.stringContaining('详情'), orderNum: 1, leaderUserId: null, leaderName: '', phone: '', remark: '', userCount: 0 });
    const b = await createDept(rootId);
    const scoped = await t.userWithPerms([Perm.DEPT_MANAGE], { dataScope: 2, deptId: a });
    expect((await t.call('GET', `/gc-manage/sys/dept/info/${b}`, { token: scoped.token })).status).toBe(404);
    expect((await t.call('GET', `/gc-manage/sys/dept/info/${a}`, { token: scoped.token })).status).toBe(200);
  });

  it('answers 400, 401, 403 and 404', async () => {
    expect((await t.call('GET', '/gc-manage/sys/dept/info/x', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/gc-manage/sys/dept/info/99999999', { token: admin })).status).toBe(404);
    expect((await t.call('GET', `/gc-manage/sys/dept/info/${rootId}`, {})).status).toBe(401);
    const other = await t.userWithPerms([Perm.ORG_MANAGE]);
    expect((await t.call('GET', `/gc-manage/sys/dept/info/${rootId}`, { token: other.token })).status).toBe(403);
  });
});
