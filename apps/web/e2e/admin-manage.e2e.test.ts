import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TOAST, launchBrowser, openFromMenu, shot, signInWithStorage, trackApi, waitForContent, withPage } from './support/browser';
import { ADMIN_MOBILE, ADMIN_PASSWORD, startServer, uniqueMobile, type E2eServer } from './support/server';

/**
 * Issue 3 "done when": an administrator manages departments, users, roles,
 * menus and approval flows through the screens — every change made by
 * clicking, then checked through the API.
 */
let server: E2eServer;
let browser: Browser;
let token: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await server.adminToken();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dialog = (page: Page, title: string | RegExp) => page.locator('.ant-modal, .ant-drawer').filter({ hasText: title }).last();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
/** Picks an option from the open select or tree-select dropdown. */
async function pick(page: Page, text: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').getByText(text, { exact: true }).first().click();
}
async function noErrorToast(page: Page): Promise<void> {
  expect(await page.locator(ERROR_TOAST).count()).toBe(0);
}

describe('system administration through the screens', () => {
  it('creates a department and a user (one-time password shown once and working), a role, an approval flow, and renames a menu', () =>
    withPage(browser, '12-admin-manages', async ({ page, pageErrors }) => {
      const api = trackApi(page);
      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/system/dept');
      await waitForContent(page, '部门管理');

      // 部门管理: a new department under 总部.
      await button(page, '新增部门').first().click();
      const deptForm = dialog(page, '新增部门');
      await deptForm.getByLabel('上级部门').click();
      await pick(page, '总部');
      await deptForm.getByLabel('部门名称').fill('招标三部');
      await button(deptForm, '保存').click();
      await page.locator('.td-content').getByText('招标三部').first().waitFor();
      const tree = await server.call('POST', '/gc-manage/sys/dept/tree', {}, token);
      expect(JSON.stringify(tree.data)).toContain('招标三部');

      // 权限管理: a new user in that department as 项目经理.
      await openFromMenu(page, '系统管理', '权限管理');
      await waitForContent(page, '权限管理');
      await button(page, '新增用户').click();
      const userForm = dialog(page, '新增用户');
      const mobile = uniqueMobile();
      await userForm.getByLabel('手机号').fill(mobile);
      await userForm.getByLabel('姓名').fill('周明');
      await userForm.getByLabel('部门').click();
      await pick(page, '招标三部');
      await userForm.getByLabel('角色').click();
      await pick(page, '项目经理');
      await page.keyboard.press('Escape');
      await button(userForm, '保存').click();
      const shown = page.getByTestId('one-time-password');
      await shown.waitFor();
      await shot(page, '12-one-time-password');
      const oneTime = (await shown.innerText()).trim();
      expect(oneTime).toMatch(/^[A-Za-z0-9]{12}$/);
      const first = await server.login(mobile, oneTime);
      expect(first.isSetPassword).toBe(0);
      const listed = await server.call('POST', '/gc-manage/sys/user/list', { mobile }, token);
      expect(listed.data.list[0]).toMatchObject({ realName: '周明', deptName: '招标三部', roles: [{ name: '项目经理' }] });
      await page.getByRole('button', { name: '我已记下' }).click();
      await shown.waitFor({ state: 'detached' });

      // 角色管理: a role that may read the operation log only.
      await openFromMenu(page, '系统管理', '角色管理');
      await waitForContent(page, '角色管理');
      await button(page, '新增角色').click();
      const roleForm = dialog(page, '新增角色');
      await roleForm.getByLabel('角色名称').fill('审计员');
      await roleForm.locator('.ant-tree-treenode').filter({ hasText: '操作日志' }).locator('.ant-tree-checkbox').click();
      await button(roleForm, '保存').click();
      await page.locator('.td-content').getByText('审计员').first().waitFor();
      const roles = await server.call('POST', '/gc-manage/sys/role/list', { name: '审计员' }, token);
      const auditor = await server.call('GET', `/gc-manage/sys/role/info/${roles.data.list[0].id}`, undefined, token);
      const menus = await server.call('POST', '/gc-manage/sys/menu/list', {}, token);
      const flat: Array<{ id: number; perms: string }> = [];
      const walk = (nodes: Array<{ id: number; perms: string; children: unknown[] }>) => nodes.forEach((n) => (flat.push(n), walk(n.children as never)));
      walk(menus.data);
      const granted = flat.filter((m) => auditor.data.menuIds.includes(m.id)).map((m) => m.perms).sort();
      expect(granted).toEqual(['sys:log:operation', 'sys:menu:manage']);

      // 审批配置: 招标公告 approved by 部门负责人.
      await openFromMenu(page, '系统管理', '审批配置');
      await waitForContent(page, '审批配置');
      await page.locator('tr').filter({ hasText: '招标公告' }).first().getByRole('button', { name: /配\s*置/ }).click();
      const flowForm = dialog(page, /配置审批流程/);
      await flowForm.getByLabel('步骤名称').fill('部门负责人审批');
      await flowForm.getByLabel('审批角色').click();
      await pick(page, '部门负责人');
      await button(flowForm, '保存').click();
      await page.locator('tr').filter({ hasText: '招标公告' }).getByText('已配置').waitFor();
      const flow = await server.call('GET', '/gc-manage/sys/approval/info/notice', undefined, token);
      expect(flow.data).toMatchObject({ configured: true, steps: [{ name: '部门负责人审批', roleName: '部门负责人' }] });

      // 菜单管理: rename the built-in 待办事项 (only name, icon, order, hidden may change).
      await openFromMenu(page, '系统管理', '菜单管理');
      await waitForContent(page, '菜单管理');
      await page.locator('tr').filter({ hasText: '/tender-project/todo' }).getByRole('button', { name: /编\s*辑/ }).click();
      const menuForm = dialog(page, /编辑菜单/);
      await menuForm.getByLabel('名称').fill('我的待办');
      await button(menuForm, '保存').click();
      await page.locator('.td-content').getByText('我的待办').first().waitFor();
      const renamed = await server.call('POST', '/gc-manage/sys/menu/list', {}, token);
      expect(JSON.stringify(renamed.data)).toContain('"name":"我的待办"');

      await api.settled();
      await shot(page, '12-admin-manages');
      await noErrorToast(page);
      expect(api.failures).toEqual([]);
      expect(pageErrors).toEqual([]);
    }));
});
