import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_TITLE,
  clickTab,
  ERROR_TOAST,
  eventually,
  hashPath,
  launchBrowser,
  LOAD_ERROR_MESSAGE,
  menuEntry,
  menuTexts,
  openFromMenu,
  shot,
  signInWithPassword,
  signInWithStorage,
  tab,
  TABS_KEY,
  tabAction,
  tabLabels,
  trackApi,
  waitForContent,
  waitForHash,
  withPage,
} from './support/browser';
import { ADMIN_MOBILE, ADMIN_PASSWORD, startServer, type E2eServer } from './support/server';

/** Spec §2 and §6 in the browser: menus by permission, 401, tabs, route-load failure, the admin screens. */
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const storedTabs = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Array<{ pathname: string }>, TABS_KEY);
const titleIs = (page: Page, name: string) => page.waitForFunction((title) => document.title === title, `${APP_TITLE} - ${name}`);

describe('permissions', () => {
  it('a role with only sys:menu:manage + sys:org:manage sees only 系统管理 › 权限管理; a forbidden route goes to #/401 without a tab', () =>
    withPage(browser, '04-restricted-role', async ({ page }) => {
      const user = await server.userWithPerms(['sys:menu:manage', 'sys:org:manage']);
      await page.goto(`${server.baseUrl}/#/login`);
      await signInWithPassword(page, user.mobile, user.password);
      // `/` goes to the first route this user may open.
      await waitForHash(page, '/system/auth/user');
      await titleIs(page, '权限管理');
      await menuEntry(page, '权限管理').waitFor();
      await eventually(() => menuTexts(page), ['系统管理', '权限管理']);
      const sider = await page.getByTestId('sider').innerText();
      for (const absent of ['财务系统', '订单列表', '招标项目流程管理', '待办事项', '专家管理', '角色管理', '菜单管理', '审批配置']) {
        expect(sider).not.toContain(absent);
      }
      // 待办事项 is pinned only for users who may open it.
      await eventually(() => tabLabels(page), ['权限管理']);
      await shot(page, '04-restricted-menu');

      await page.goto(`${server.baseUrl}/#/finance/order-list`);
      await waitForHash(page, '/401');
      await page.getByText('抱歉，您没有访问该页面的权限，请联系管理员。').waitFor();
      await titleIs(page, '没有权限');
      expect((await storedTabs(page)).map((t) => t.pathname)).not.toContain('/finance/order-list');
      await shot(page, '04-restricted-401');

      // A hidden route under a forbidden group, and a forbidden system screen, are refused alike.
      for (const forbidden of ['/tender-project/project-manage/project-process/7', '/system/role', '/system/approval-config']) {
        await page.goto(`${server.baseUrl}/#${forbidden}`);
        await waitForHash(page, '/401');
      }

      await page.getByRole('button', { name: /返回首页/ }).click();
      await waitForHash(page, '/system/auth/user');
      await menuEntry(page, '权限管理').waitFor();
      await eventually(() => tabLabels(page), ['权限管理']);
    }));

  it('a page whose permission is withdrawn goes to #/401 and its open tab is closed', () =>
    withPage(browser, '04b-revoked-permission', async ({ page }) => {
      const user = await server.userWithPerms(['sys:menu:manage', 'sys:org:manage', 'sys:finance:manage', 'sys:order:manage']);
      await signInWithStorage(page, server, user.mobile, user.password, '/');
      await waitForHash(page, '/finance/order-list');
      await eventually(() => menuTexts(page), ['财务系统', '订单列表', '系统管理']);
      await openFromMenu(page, '系统管理', '权限管理');
      await waitForHash(page, '/system/auth/user');
      await waitForContent(page, '权限管理');
      await eventually(() => tabLabels(page), ['订单列表', '权限管理']);
      await clickTab(page, '订单列表');
      await waitForHash(page, '/finance/order-list');
      await eventually(() => tabLabels(page), ['订单列表', '权限管理']);

      await server.updateRole(user.roleId, ['sys:menu:manage', 'sys:org:manage']);
      await page.reload();
      await waitForHash(page, '/401');
      expect((await storedTabs(page)).map((t) => t.pathname)).not.toContain('/finance/order-list');
      await page.goto(`${server.baseUrl}/#/`);
      await waitForHash(page, '/system/auth/user');
      await menuEntry(page, '权限管理').waitFor();
      await eventually(() => tabLabels(page), ['权限管理']);
      await eventually(() => menuTexts(page), ['系统管理', '权限管理']);
      await shot(page, '04b-revoked-permission');
    }));
});

describe('tabs', () => {
  it('待办事项 is pinned first without a close button; close-others keeps it; tabs survive a reload', () =>
    withPage(browser, '09-pinned-tab', async ({ page }) => {
      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/');
      await waitForHash(page, '/tender-project/todo');
      await tab(page, '待办事项').waitFor();
      await eventually(() => tabLabels(page), ['待办事项']);

      await openFromMenu(page, '招标项目流程管理', '开标日历');
      await waitForHash(page, '/tender-project/calendar');
      await openFromMenu(page, '财务系统', '订单列表');
      await waitForHash(page, '/finance/order-list');
      await openFromMenu(page, '专家管理', '专家库');
      await waitForHash(page, '/expertManage/expert');
      await eventually(() => tabLabels(page), ['待办事项', '开标日历', '订单列表', '专家库']);
      expect(await tab(page, '待办事项').locator('.ant-tabs-tab-remove').count()).toBe(0);
      for (const label of ['开标日历', '订单列表', '专家库']) expect(await tab(page, label).locator('.ant-tabs-tab-remove').count()).toBe(1);

      // Tabs survive a reload, the current page stays current.
      await page.reload();
      await waitForHash(page, '/expertManage/expert');
      await tab(page, '专家库').waitFor();
      await eventually(() => tabLabels(page), ['待办事项', '开标日历', '订单列表', '专家库']);
      expect(await page.getByTestId('tab-bar').locator('.ant-tabs-tab-active').innerText()).toBe('专家库');
      await shot(page, '09-tabs-after-reload');

      // Closing the current tab shows a neighbour.
      await tab(page, '专家库').locator('.ant-tabs-tab-remove').click();
      await waitForHash(page, '/finance/order-list');
      await eventually(() => tabLabels(page), ['待办事项', '开标日历', '订单列表']);

      // 关闭右侧 on 开标日历 drops 订单列表; the current page stays.
      await clickTab(page, '开标日历');
      await waitForHash(page, '/tender-project/calendar');
      await tabAction(page, '关闭右侧');
      await eventually(() => tabLabels(page), ['待办事项', '开标日历']);
      expect(await hashPath(page)).toBe('/tender-project/calendar');
      await openFromMenu(page, '财务系统', '订单列表');
      await waitForHash(page, '/finance/order-list');
      await eventually(() => tabLabels(page), ['待办事项', '开标日历', '订单列表']);

      // The pinned tab cannot be closed from the action menu either.
      await clickTab(page, '待办事项');
      await waitForHash(page, '/tender-project/todo');
      await page.getByTestId('tab-actions').click();
      const closeCurrent = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: '关闭当前' });
      await closeCurrent.waitFor();
      expect(await closeCurrent.getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');
      await page.mouse.click(700, 500);

      // 关闭其他 on 开标日历 keeps 待办事项 first.
      await clickTab(page, '开标日历');
      await waitForHash(page, '/tender-project/calendar');
      await tabAction(page, '关闭其他');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="tab-bar"] .ant-tabs-tab').length === 2);
      await eventually(() => tabLabels(page), ['待办事项', '开标日历']);
      expect(await hashPath(page)).toBe('/tender-project/calendar');

      await page.reload();
      await tab(page, '开标日历').waitFor();
      await eventually(() => tabLabels(page), ['待办事项', '开标日历']);

      // 全部关闭 leaves only the pinned tab and shows it.
      await tabAction(page, '全部关闭');
      await waitForHash(page, '/tender-project/todo');
      await eventually(() => tabLabels(page), ['待办事项']);
      await shot(page, '09-pinned-tab');
    }));
});

describe('hidden route', () => {
  it('招标项目流程 (hidden) opens with its own title and highlights 招标项目管理 in the menu', () =>
    withPage(browser, '02b-hidden-process-route', async ({ page }) => {
      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/tender-project/project-manage/project-process/42');
      await waitForHash(page, '/tender-project/project-manage/project-process/42');
      await titleIs(page, '招标项目流程');
      await waitForContent(page, '招标项目流程');
      await eventually(() => page.getByTestId('side-menu').locator('.ant-menu-item-selected').allInnerTexts(), ['招标项目管理']);
      expect(await menuTexts(page)).not.toContain('招标项目流程');
      expect(await page.getByTestId('tab-bar').locator('.ant-tabs-tab-active').innerText()).toBe('招标项目流程');
      await shot(page, '02b-hidden-process-route');
    }));
});

describe('lazy pages', () => {
  it('a page whose chunk is still loading shows the progress loader (spec §2)', () =>
    withPage(browser, '06b-lazy-progress', async ({ page }) => {
      // Hold the 角色管理 chunk for 2.5 s, as on a slow connection.
      await page.route('**/assets/RoleListPage-*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 2_500));
        await route.continue().catch(() => undefined);
      });
      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/tender-project/todo');
      await waitForContent(page, '待办事项');
      await openFromMenu(page, '系统管理', '角色管理');
      await waitForHash(page, '/system/role');
      const loader = page.locator('[role="progressbar"]');
      const shown = await loader
        .first()
        .waitFor({ state: 'visible', timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      await shot(page, '06b-lazy-progress');
      expect(shown, 'while the 角色管理 chunk loads, a progress loader should be visible (the old page stays instead)').toBe(true);
      await waitForContent(page, '角色管理');
      await loader.first().waitFor({ state: 'detached' });
    }));
});

describe('route-load failure', () => {
  it('a page chunk that fails to load shows the refresh message', () =>
    withPage(browser, '06-route-load-failure', async ({ page }) => {
      const chunk = fs.readdirSync(path.join(server.webDist, 'assets')).find((f) => /^RoleListPage-.*\.js$/.test(f));
      expect(chunk, 'apps/web/dist/assets should hold a RoleListPage-*.js chunk (the 角色管理 page is lazy)').toBeTruthy();
      let aborted = 0;
      await page.route('**/assets/RoleListPage-*.js', (route) => {
        aborted += 1;
        return route.abort();
      });
      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/tender-project/todo');
      await waitForContent(page, '待办事项');
      await openFromMenu(page, '系统管理', '角色管理');
      await page.getByText(LOAD_ERROR_MESSAGE).waitFor();
      expect(aborted).toBeGreaterThan(0);
      // The shell stays usable around the message.
      expect(await page.getByTestId('sider').isVisible()).toBe(true);
      await shot(page, '06-route-load-failure');

      // Once the chunk is reachable again, 刷新页面 recovers.
      await page.unroute('**/assets/RoleListPage-*.js');
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /刷新页面/ }).click()]);
      await waitForHash(page, '/system/role');
      await titleIs(page, '角色管理');
      await waitForContent(page, '角色管理');
      expect(await page.getByText(LOAD_ERROR_MESSAGE).count()).toBe(0);
    }));
});

describe('system administration screens', () => {
  const screens = [
    { label: '权限管理', path: '/system/auth/user' },
    { label: '角色管理', path: '/system/role' },
    { label: '菜单管理', path: '/system/menu' },
    { label: '部门管理', path: '/system/dept' },
    { label: '审批配置', path: '/system/approval-config' },
    { label: '操作日志', path: '/system/operation-log' },
    { label: '登录日志', path: '/system/login-log' },
  ];

  it('the administrator opens every screen from the menu: title shown, no error toast, no failed call', () =>
    withPage(browser, '11-system-screens', async ({ page, pageErrors }) => {
      const api = trackApi(page);
      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/');
      await waitForHash(page, '/tender-project/todo');
      await menuEntry(page, '系统管理').click();
      for (const screen of screens) {
        await openFromMenu(page, '系统管理', screen.label);
        await waitForHash(page, screen.path);
        await titleIs(page, screen.label);
        await waitForContent(page, screen.label);
        expect(await page.getByTestId('tab-bar').locator('.ant-tabs-tab-active').innerText()).toBe(screen.label);
        expect(await page.getByTestId('side-menu').locator('.ant-menu-item-selected').innerText()).toBe(screen.label);
        await api.settled();
        expect(await page.getByText(LOAD_ERROR_MESSAGE).count(), `${screen.label} failed to load`).toBe(0);
        expect(await page.locator(ERROR_TOAST).allInnerTexts(), `error toast on ${screen.label}`).toEqual([]);
        expect(api.failures, `failed API calls on ${screen.label}`).toEqual([]);
        await shot(page, `11-system-${screen.path.slice(1).replace(/\//g, '-')}`);
      }
      expect(pageErrors).toEqual([]);
      await eventually(() => tabLabels(page), ['待办事项', ...screens.map((s) => s.label)]);
    }));
});
