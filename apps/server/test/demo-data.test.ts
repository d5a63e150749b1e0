import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoOrganisation } from '../src/demo/org.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('demo data', () => {
  it('creates departments and one signed-in-able user per default role, once', async () => {
    const accounts = await loadDemoOrganisation(t.database.db, t.config.scryptCost);
    expect(accounts).not.toBeNull();
    const roleNames = new Set(accounts!.map((a) => a.roleName));
    expect(roleNames).toEqual(new Set(['系统管理员', '项目经理', '部门负责人', '财务', '专家管理员', '档案管理员']));

    const manager = accounts!.find((a) => a.roleName === '项目经理')!;
    const session = await t.login(manager.mobile, manager.password);
    expect(session.auth).toContain('sys:project:manage');
    expect(session.auth).not.toContain('sys:org:manage');

    const depts = await t.database.db.selectFrom('sys_dept').select(['name', 'path']).execute();
    expect(depts.map((d) => d.name)).toEqual(expect.arrayContaining(['招标一部', '招标二部', '财务部', '专家管理部', '档案室']));
    for (const dept of depts) expect(dept.path).toMatch(/^\/(\d+\/)+$/);

    expect(await loadDemoOrganisation(t.database.db, t.config.scryptCost)).toBeNull();
  });
});
