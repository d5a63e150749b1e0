import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let seq = 0;
const unique = () => `${Date.now() % 100000}x${++seq}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => t?.close());

type Node = { id: number; name: string; path: string; perms: string; type: number; children: Node[] };
const menuRow = (id: number) => t.database.db.selectFrom('sys_menu').selectAll().where('id', '=', id).executeTakeFirst();
const menuByCode = (code: string) => t.database.db.selectFrom('sys_menu').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const menuCount = async () => Number((await t.database.db.selectFrom('sys_menu').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function saveMenu(body: Record<string, unknown>, token = admin) {
  return t.call('POST', '/gc-manage/sys/menu/save', { token, body: { parentId: 0, orderNum: 1, hidden: 0, ...body } });
}
async function createDirectory(): Promise<{ id: number; path: string }> {
  const path = `/custom-${unique()}`;
  const res = await saveMenu({ name: '自定义目录', type: 1, path, perms: 'custom:dir:view' });
  expect(res.code, res.msg).toBe(200);
  return { id: res.data.id, path };
}
async function createButton(parentId: number, perms = `custom:btn:b${unique().replace(/\D/g, '')}`): Promise<number> {
  const res = await saveMenu({ parentId, name: '自定义按钮', type: 3, perms });
  expect(res.code, res.msg).toBe(200);
  return res.data.id;
}
const update = (body: Record<string, unknown>, token = admin) => t.call('POST', '/gc-manage/sys/menu/update', { token, body });
const asUpdate = (row: NonNullable<Awaited<ReturnType<typeof menuRow>>>) => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  type: row.type,
  ...(row.path ? { path: row.path } : {}),
  perms: row.perms,
  icon: row.icon,
  orderNum: row.order_num,
  hidden: row.hidden,
});

describe('POST /gc-manage/sys/menu/list', () => {
  it('answers the whole catalogue as a tree', async () => {
    const res = await t.call('POST', '/gc-manage/sys/menu/list', { token: admin });
    expect(res.status).toBe(200);
    const system = (res.data as Node[]).find((n) => n.path === '/system')!;
    expect(system).toMatchObject({ name: '系统管理', type: 1, perms: Perm.SYSTEM_MENU });
    const role = system.children.find((n) => n.path === '/system/role')!;
    expect(role.children.map((b) => b.perms)).toEqual([Perm.ROLE_SAVE, Perm.ROLE_UPDATE, Perm.ROLE_UPDATE_STATE, Perm.ROLE_DELETE]);
    const count = (nodes: Node[]): number => nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(count(res.data)).toBe(await menuCount());
  });

  it('is open to role managers (the role form needs it), closed to others', async () => {
    const roleManager = await t.userWithPerms([Perm.ROLE_MANAGE]);
    expect((await t.call('POST', '/gc-manage/sys/menu/list', { token: roleManager.token })).status).toBe(200);
    const other = await t.userWithPerms([Perm.ORG_MANAGE]);
    expect((await t.call('POST', '/gc-manage/sys/menu/list', { token: other.token })).status).toBe(403);
    expect((await t.call('POST', '/gc-manage/sys/menu/list', {})).status).toBe(401);
  });
});

describe('POST /gc-manage/sys/menu/getListByParentId', () => {
  it('answers the direct children of a menu, and the top level for 0', async () => {
    const system = await menuByCode('/system');
    const res = await t.call('POST', '/gc-manage/sys/menu/getListByParentId', { token: admin, body: { parentId: system.id } });
    expect(res.status).toBe(200);
    expect(res.data.map((m: { path: string }) => m.path)).toContain('/system/menu');
    expect(res.data.every((m: { parentId: number; children?: unknown }) => m.parentId === system.id && m.children === undefined)).toBe(true);
    const top = await t.call('POST', '/gc-manage/sys/menu/getListByParentId', { token: admin, form: 'parentId=0' });
    expect(top.data.map((m: { path: string }) => m.path)).toContain('/system');
    expect(top.data.map((m: { path: string }) => m.path)).not.toContain('/system/menu');
  });

  it('answers 400, 401 and 403', async () => {
    expect((await t.call('POST', '/gc-manage/sys/menu/getListByParentId', { token: admin, body: {} })).status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/menu/getListByParentId', { token: admin, body: { parentId: 'abc' } })).status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/menu/getListByParentId', { body: { parentId: 0 } })).status).toBe(401);
    const other = await t.userWithPerms([Perm.DEPT_MANAGE]);
    expect((await t.call('POST', '/gc-manage/sys/menu/getListByParentId', { token: other.token, body: { parentId: 0 } })).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/menu/save', () => {
  it('creates a directory and a button under it, keyed by path and perms', async () => {
    const dir = await createDirectory();
    const stored = await menuRow(dir.id);
    expect(stored).toMatchObject({ parent_id: 0, code: dir.path, path: dir.path, type: 1, perms: 'custom:dir:view', builtin: 0, name: '自定义目录' });
    const buttonId = await createButton(dir.id, 'custom:report:export');
    expect(await menuRow(buttonId)).toMatchObject({ parent_id: dir.id, code: 'custom:report:export', path: '', type: 3, builtin: 0 });
    const children = await t.call('POST', '/gc-manage/sys/menu/getListByParentId', { token: admin, body: { parentId: dir.id } });
    expect(children.data.map((m: { id: number }) => m.id)).toEqual([buttonId]);
  });

  it('validates perms format, path by type and forbidden fields, storing nothing', async () => {
    const before = await menuCount();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ name: '坏', type: 3, perms: 'not a code' }, '权限标识格式'],
      [{ name: '坏', type: 3, perms: 'sys:only' }, '权限标识格式'],
      [{ name: '坏', type: 3, perms: "sys:a:b'; drop table sys_menu; --" }, '权限标识格式'],
      [{ name: '坏', type: 3, perms: 'custom:a:b', path: '/x' }, '按钮不能设置路由地址'],
      [{ name: '坏', type: 2, perms: 'custom:a:b' }, '请填写路由地址'],
      [{ name: '坏', type: 2, perms: 'custom:a:b', path: 'no-slash' }, '路由地址'],
      [{ name: '坏', type: 7, perms: 'custom:a:b' }, '菜单类型'],
      [{ type: 3, perms: 'custom:a:b' }, '菜单名称'],
      [{ name: '坏', type: 3, perms: 'custom:a:b', builtin: 1 }, 'builtin'],
      [{ name: '坏', type: 3, perms: 'custom:a:b', code: 'x' }, 'code'],
      [{ name: '坏', type: 3, perms: 'custom:a:b', createdAt: 1 }, 'createdAt'],
    ];
    for (const [body, message] of bad) {
      const res = await saveMenu(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.msg).toContain(message);
    }
    expect(await menuCount()).toBe(before);
  });

  it('checks the parent and the uniqueness of the key', async () => {
    expect((await saveMenu({ parentId: 99999999, name: '孤儿', type: 3, perms: 'custom:orphan:x' })).status).toBe(400);
    const saveButton = await menuByCode(Perm.ROLE_SAVE);
    const underButton = await saveMenu({ parentId: saveButton.id, name: '按钮下', type: 3, perms: 'custom:under:button' });
    expect(underButton.status).toBe(400);
    expect(underButton.msg).toContain('按钮下');
    const dupPath = await saveMenu({ name: '重复', type: 2, path: '/system/role', perms: 'custom:dup:path' });
    expect(dupPath.status).toBe(409);
    expect(dupPath.msg).toContain('角色管理');
    const dupPerms = await saveMenu({ name: '重复', type: 3, perms: Perm.ROLE_SAVE });
    expect(dupPerms.status).toBe(409);
    expect(dupPerms.msg).toContain('新增角色');
  });

  it('answers 401 and 403', async () => {
    expect((await t.call('POST', '/gc-manage/sys/menu/save', { body: { parentId: 0, name: 'x', type: 3, perms: 'custom:a:b', orderNum: 1, hidden: 0 } })).status).toBe(401);
    const other = await t.userWithPerms([Perm.MENU_CONFIG, Perm.MENU_UPDATE]);
    expect((await saveMenu({ name: 'x', type: 3, perms: 'custom:no:access' }, other.token)).status).toBe(403);
  });
});

describe('POST /gc-manage/sys/menu/update', () => {
  it('edits a custom menu', async () => {
    const dir = await createDirectory();
    const res = await update({ id: dir.id, parentId: 0, name: '改名目录', type: 2, path: `${dir.path}-v2`, perms: 'custom:dir:edit', icon: 'StarOutlined', orderNum: 9, hidden: 1 });
    expect(res.code, res.msg).toBe(200);
    expect(await menuRow(dir.id)).toMatchObject({ name: '改名目录', type: 2, path: `${dir.path}-v2`, code: `${dir.path}-v2`, perms: 'custom:dir:edit', icon: 'StarOutlined', order_num: 9, hidden: 1 });
  });

  it('lets built-in menus change only name, icon, order and hidden', async () => {
    const menu = await menuByCode('/system/dept');
    const ok = await update({ ...asUpdate(menu), name: '组织架构', icon: 'ClusterOutlined', orderNum: 50, hidden: 1 });
    expect(ok.code, ok.msg).toBe(200);
    expect(await menuRow(menu.id)).toMatchObject({ name: '组织架构', icon: 'ClusterOutlined', order_num: 50, hidden: 1, path: '/system/dept', perms: Perm.DEPT_MANAGE });
    for (const change of [{ perms: 'sys:dept:other' }, { path: '/system/dept2' }, { type: 1 }, { parentId: 0 }]) {
      const res = await update({ ...asUpdate(menu), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.msg).toContain('内置菜单只能修改名称、图标、排序和是否隐藏');
    }
    expect(await menuRow(menu.id)).toMatchObject({ type: 2, path: '/system/dept', perms: Perm.DEPT_MANAGE, code: '/system/dept' });
  });

  it('refuses cycles, button parents, duplicate keys and unknown menus', async () => {
    const a = await createDirectory();
    const b = await saveMenu({ parentId: a.id, name: '子目录', type: 2, path: `${a.path}/child`, perms: 'custom:child:view' });
    const rowA = (await menuRow(a.id))!;
    const self = await update({ ...asUpdate(rowA), parentId: a.id });
    expect(self.status).toBe(400);
    const cycle = await update({ ...asUpdate(rowA), parentId: b.data.id });
    expect(cycle.status).toBe(400);
    expect(cycle.msg).toContain('下级');
    const button = await createButton(a.id);
    expect((await update({ ...asUpdate(rowA), parentId: button })).status).toBe(400);
    expect((await update({ ...asUpdate(rowA), type: 3, path: undefined })).status).toBe(400);
    expect((await update({ ...asUpdate(rowA), path: '/system/role' })).status).toBe(409);
    expect(await menuRow(a.id)).toEqual(rowA);
    expect((await update({ ...asUpdate(rowA), id: 99999999, path: '/nowhere' })).status).toBe(404);
    expect((await update({ ...asUpdate(rowA), builtin: 1 })).status).toBe(400);
    expect((await menuRow(a.id))!.builtin).toBe(0);
  });

  it('refuses to point a menu at a permission the actor lacks', async () => {
    const dir = await createDirectory();
    const editor = await t.userWithPerms([Perm.MENU_CONFIG, Perm.MENU_UPDATE]);
    const row = (await menuRow(dir.id))!;
    const res = await update({ ...asUpdate(row), perms: Perm.ORG_MANAGE }, editor.token);
    expect(res.status).toBe(403);
    expect((await menuRow(dir.id))!.perms).toBe('custom:dir:view');
    expect((await update({ ...asUpdate(row), perms: Perm.MENU_UPDATE }, editor.token)).code).toBe(200);
  });

  it('answers 401 and 403', async () => {
    const dir = await createDirectory();
    const row = (await menuRow(dir.id))!;
    expect((await update(asUpdate(row), '')).status).toBe(401);
    const other = await t.userWithPerms([Perm.MENU_CONFIG, Perm.MENU_SAVE]);
    expect((await update({ ...asUpdate(row), name: '不该改' }, other.token)).status).toBe(403);
    expect((await menuRow(dir.id))!.name).toBe('自定义目录');
  });
});

describe('DELETE /gc-manage/sys/menu/delete/:id', () => {
  it('deletes a custom menu and removes it from roles', async () => {
    const dir = await createDirectory();
    const role = await t.call('POST', '/gc-manage/sys/role/save', { token: admin, body: { name: `含菜单${unique()}`, dataScope: 3, menuIds: [dir.id] } });
    expect(role.code).toBe(200);
    const res = await t.call('DELETE', `/gc-manage/sys/menu/delete/${dir.id}`, { token: admin });
    expect(res.code, res.msg).toBe(200);
    expect(await menuRow(dir.id)).toBeUndefined();
    expect(await t.database.db.selectFrom('sys_role_menu').selectAll().where('menu_id', '=', dir.id).execute()).toEqual([]);
  });

  it('refuses built-in menus and menus with children', async () => {
    const builtin = await menuByCode('/system/role');
    const res = await t.call('DELETE', `/gc-manage/sys/menu/delete/${builtin.id}`, { token: admin });
    expect(res.status).toBe(403);
    expect(res.msg).toContain('内置菜单');
    expect(await menuRow(builtin.id)).toBeDefined();
    const dir = await createDirectory();
    await createButton(dir.id);
    const withChildren = await t.call('DELETE', `/gc-manage/sys/menu/delete/${dir.id}`, { token: admin });
    expect(withChildren.status).toBe(409);
    expect(withChildren.msg).toContain('1 个子菜单');
    expect(await menuRow(dir.id)).toBeDefined();
  });

  it('answers 400, 401, 403 and 404', async () => {
    const dir = await createDirectory();
    expect((await t.call('DELETE', '/gc-manage/sys/menu/delete/abc', { token: admin })).status).toBe(400);
    expect((await t.call('DELETE', '/gc-manage/sys/menu/delete/99999999', { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', `/gc-manage/sys/menu/delete/${dir.id}`, {})).status).toBe(401);
    const other = await t.userWithPerms([Perm.MENU_CONFIG, Perm.MENU_UPDATE]);
    expect((await t.call('DELETE', `/gc-manage/sys/menu/delete/${dir.id}`, { token: other.token })).status).toBe(403);
    expect(await menuRow(dir.id)).toBeDefined();
  });
});

describe('GET /gc-manage/sys/menu/info/:id', () => {
  it('answers one menu', async () => {
    const menu = await menuByCode('/system/menu');
    const res = await t.call('GET', `/gc-manage/sys/menu/info/${menu.id}`, { token: admin });
    expect(res.data).toEqual({
      id: menu.id,
      parentId: menu.parent_id,
      code: '/system/menu',
      name: menu.name,
      type: 2,
      path: '/system/menu',
      perms: Perm.MENU_CONFIG,
      icon: menu.icon,
      orderNum: menu.order_num,
      hidden: 0,
      builtin: 1,
    });
  });

  it('answers 400, 401, 403 and 404', async () => {
    expect((await t.call('GET', '/gc-manage/sys/menu/info/x', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/gc-manage/sys/menu/info/99999999', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/gc-manage/sys/menu/info/1', {})).status).toBe(401);
    const roleManager = await t.userWithPerms([Perm.ROLE_MANAGE]);
    expect((await t.call('GET', '/gc-manage/sys/menu/info/1', { token: roleManager.token })).status).toBe(403);
  });
});
