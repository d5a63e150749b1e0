import fs from 'node:fs';
import path from 'node:path';
import { flattenMenuCatalogue } from '@tenderdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, defaultRoles, INITIAL_PASSWORD_FILE } from '../src/bootstrap.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const printed: string[] = [];
beforeAll(async () => {
  // No ADMIN_PASSWORD: the first start generates a one-time password.
  t = await startTestApp({ ADMIN_PASSWORD: '' });
});
afterAll(async () => t?.close());

describe('first start', () => {
  it('writes the generated admin password to DATA_DIR with mode 0600; the admin must set a password', async () => {
    expect(t.config.adminPassword).toBeUndefined();
    const file = path.join(t.config.dataDir, INITIAL_PASSWORD_FILE);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = await t.database.db.selectFrom('sys_user').selectAll().execute();
    expect(admin).toHaveLength(1);
    expect(admin[0]!.mobile).toBe(t.config.adminMobile);
    expect(admin[0]!.is_set_password).toBe(0);
    expect(admin[0]!.password_hash).not.toContain(password);

    const session = await t.login(t.config.adminMobile, password);
    expect(session.isSetPassword).toBe(0);
    expect(session.roles.map((r) => r.name)).toEqual(['超级管理员']);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: session.token, body: {} })).status).toBe(403);
    expect((await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: session.token, body: { password: t.encrypt('First-admin-2026') } })).code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: session.token, body: {} })).code).toBe(200);
  });

  it('a second bootstrap creates no second admin and no duplicate menus or roles', async () => {
    const count = async () => ({
      users: (await t.database.db.selectFrom('sys_user').select('id').execute()).length,
      roles: (await t.database.db.selectFrom('sys_role').select('id').execute()).length,
      menus: (await t.database.db.selectFrom('sys_menu').select('id').execute()).length,
    });
    const before = await count();
    await bootstrap(t.database.db, t.config, (text) => printed.push(text));
    await bootstrap(t.database.db, { ...t.config, adminPassword: 'Another-admin-1' }, (text) => printed.push(text));
    expect(await count()).toEqual(before);
    expect(printed).toEqual([]);
  });

  it('seeds a menu for every catalogue item, with its permission', async () => {
    const menus = await t.database.db.selectFrom('sys_menu').select(['id', 'code', 'perms', 'path', 'parent_id', 'type']).execute();
    const byCode = new Map(menus.map((m) => [m.code, m]));
    const catalogue = flattenMenuCatalogue();
    expect(catalogue.length).toBeGreaterThan(20);
    for (const item of catalogue) {
      const menu = byCode.get(item.key);
      expect(menu, item.key).toBeDefined();
      expect(menu!.perms).toBe(item.perms);
      expect(menu!.path).toBe(item.path ?? '');
      expect(menu!.type).toBe(item.type);
      if (item.parentKey) expect(menu!.parent_id).toBe(byCode.get(item.parentKey)!.id);
      else expect(menu!.parent_id).toBe(0);
    }
    // The spec §2 screens are all there.
    for (const p of ['/tender-project/todo', '/tender-project/calendar', '/finance/order-list', '/expertManage/expert', '/system/auth/user', '/system/role']) {
      expect(byCode.has(p), p).toBe(true);
    }
  });

  it('creates the 7 default roles', async () => {
    const roles = await t.database.db.selectFrom('sys_role').select(['code', 'name', 'data_scope', 'all_perms', 'builtin']).orderBy('id').execute();
    expect(roles.map((r) => r.name)).toEqual(['超级管理员', '系统管理员', '项目经理', '部门负责人', '财务', '专家管理员', '档案管理员']);
    expect(roles.map((r) => r.code)).toEqual(defaultRoles.map((r) => r.code));
    expect(roles.filter((r) => r.all_perms === 1).map((r) => r.code)).toEqual(['super_admin']);
    for (const role of roles) expect(role.builtin).toBe(1);
  });

  it('healthz and readyz answer 200', async () => {
    const health = await fetch(`${t.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${t.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
