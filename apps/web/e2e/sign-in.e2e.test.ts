import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_TITLE,
  ERROR_TOAST,
  hashPath,
  launchBrowser,
  shot,
  signInWithPassword,
  signInWithStorage,
  USER_STATE_KEY,
  waitForContent,
  waitForHash,
  withPage,
} from './support/browser';
import { ADMIN_MOBILE, ADMIN_PASSWORD, startServer, type E2eServer } from './support/server';

/** Sign-in (password and SMS code), the greeting, 404 and sign-out — spec §2, §8, §9. */
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Spec §8: 早上 6–12, 中午 12–15, 下午 15–19, else 晚上 — by the browser's clock. */
const greetingFor = (hour: number) => (hour >= 6 && hour < 12 ? '早上' : hour >= 12 && hour < 15 ? '中午' : hour >= 15 && hour < 19 ? '下午' : '晚上');
const browserHour = (page: Page) => page.evaluate(() => new Date().getHours());

/** The success notification: title and description; answers when it appeared. */
async function expectWelcome(page: Page, mobile: string, hours: number[]): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: `欢迎回来 ${mobile}` });
  await notice.waitFor({ state: 'visible' });
  const text = await notice.innerText();
  const greetings = [...new Set(hours.map(greetingFor))];
  expect(text).toMatch(/(早上|中午|下午|晚上)好！/);
  expect(greetings.some((g) => text.includes(`${g}好！`)), `notification "${text}" should greet with one of ${greetings.join('/')}`).toBe(true);
  expect(text).toContain(`欢迎回来 ${mobile}`);
}

/** Spec §8: the notification shows for 2 seconds (allowing for antd's closing animation). */
async function expectWelcomeGoneSoon(page: Page): Promise<void> {
  const started = Date.now();
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 6_000 });
  expect(Date.now() - started).toBeLessThan(6_000);
}

describe('sign-in', () => {
  it('password sign-in: / → #/login, greeting, first allowed route, page title, Chinese rendered in a CJK font', () =>
    withPage(browser, '01-password-sign-in', async ({ page }) => {
      await page.goto(`${server.baseUrl}/`);
      await waitForHash(page, '/login');
      expect(await page.title()).toBe(`${APP_TITLE} - 登录`);
      await page.getByText('密码登录').first().waitFor();

      // A wrong password is refused with the server's message as an error toast.
      await signInWithPassword(page, ADMIN_MOBILE, 'Wrong-Password-1');
      await page.locator(ERROR_TOAST).filter({ hasText: '手机号或密码错误' }).first().waitFor();
      expect(await hashPath(page)).toBe('/login');
      expect(await page.evaluate((key) => localStorage.getItem(key), USER_STATE_KEY)).toBeNull();

      const before = await browserHour(page);
      await signInWithPassword(page, ADMIN_MOBILE, ADMIN_PASSWORD);
      await expectWelcome(page, ADMIN_MOBILE, [before, await browserHour(page)]);
      // The administrator may open everything: the first route in menu order is 待办事项.
      await waitForHash(page, '/tender-project/todo');
      await page.getByTestId('sider').waitFor();
      await page.waitForFunction((title) => document.title === title, `${APP_TITLE} - 待办事项`);
      await waitForContent(page, '待办事项');

      // The session is kept base64-encoded under the user-state key (spec §9).
      const stored = await page.evaluate((key) => localStorage.getItem(key), USER_STATE_KEY);
      expect(stored).toBeTruthy();
      const decoded = JSON.parse(Buffer.from(stored!, 'base64').toString('utf8'));
      expect(decoded.mobile).toBe(ADMIN_MOBILE);
      expect(typeof decoded.token).toBe('string');

      // Chinese text, in a CJK-capable font family, really drawn (not as empty boxes).
      const body = await page.locator('body').innerText();
      expect(body).toContain('待办事项');
      expect(body).toContain('系统管理');
      const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(fontFamily).toMatch(/PingFang SC|Hiragino Sans GB|Microsoft YaHei|Noto Sans CJK|Source Han Sans|WenQuanYi/);
      const rendersCjk = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 64;
        const ctx = canvas.getContext('2d')!;
        const draw = (text: string) => {
          ctx.clearRect(0, 0, 64, 64);
          ctx.font = `40px ${getComputedStyle(document.body).fontFamily}`;
          ctx.fillStyle = '#000';
          ctx.fillText(text, 4, 48);
          return Array.from(ctx.getImageData(0, 0, 64, 64).data).join(',');
        };
        // A private-use character has no glyph anywhere: it draws as the "missing" box.
        const missing = draw('\uE000');
        return [...'中文招标'].every((ch) => draw(ch) !== missing);
      });
      expect(rendersCjk, 'Chinese characters should render with a real CJK font (install fonts-noto-cjk)').toBe(true);
      await shot(page, '01-password-sign-in');
      await expectWelcomeGoneSoon(page);

      // Signed in, /login sends the user on to / and so to the first allowed route.
      await page.goto(`${server.baseUrl}/#/login`);
      await waitForHash(page, '/tender-project/todo');
      expect(await page.getByTestId('login-mobile').count()).toBe(0);
    }));

  it('SMS sign-in: 60 s countdown after 获取验证码, code from sms-outbox.jsonl', () =>
    withPage(browser, '02-sms-sign-in', async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/login`);
      await page.getByRole('tab', { name: '验证码登录' }).click();
      const mobile = page.getByTestId('code-mobile');
      await mobile.waitFor();
      await mobile.fill(ADMIN_MOBILE);
      const sendCode = page.getByTestId('send-code');
      expect((await sendCode.innerText()).replace(/\s/g, '')).toBe('获取验证码');
      const sentBefore = server.outbox().filter((l) => l.mobile === ADMIN_MOBILE && l.purpose === 'login').length;
      await sendCode.click();

      await page.waitForFunction(() => /\d+秒后重新获取/.test(document.querySelector('[data-testid="send-code"]')?.textContent ?? ''));
      const first = Number(/(\d+)秒后重新获取/.exec(await sendCode.innerText())![1]);
      expect(first).toBeGreaterThanOrEqual(58);
      expect(first).toBeLessThanOrEqual(60);
      expect(await sendCode.isDisabled()).toBe(true);
      await page.waitForTimeout(2_100);
      const later = Number(/(\d+)秒后重新获取/.exec(await sendCode.innerText())![1]);
      expect(later).toBeLessThanOrEqual(first - 2);
      expect(later).toBeGreaterThanOrEqual(first - 3);
      await shot(page, '02-sms-countdown');

      const code = await server.waitForCode(ADMIN_MOBILE, 'login', sentBefore);
      expect(code).toMatch(/^\d{6}$/);
      await page.getByTestId('code-input').fill(code);
      const before = await browserHour(page);
      await page.getByTestId('code-submit').click();
      await expectWelcome(page, ADMIN_MOBILE, [before, await browserHour(page)]);
      await waitForHash(page, '/tender-project/todo');
      await page.waitForFunction((title) => document.title === title, `${APP_TITLE} - 待办事项`);
      await shot(page, '02-sms-sign-in');
    }));

  it('unknown paths show the 404 page, signed out and signed in', () =>
    withPage(browser, '05-not-found', async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/no-such-page`);
      await page.getByText('抱歉，您访问的页面不存在。').waitFor();
      expect(await hashPath(page)).toBe('/no-such-page');
      expect(await page.locator('.ant-result-404').count()).toBe(1);

      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/no-such-page');
      await page.getByText('抱歉，您访问的页面不存在。').waitFor();
      expect(await hashPath(page)).toBe('/no-such-page');
      await page.goto(`${server.baseUrl}/#/system/no-such-screen`);
      await page.getByText('抱歉，您访问的页面不存在。').waitFor();
      expect(await hashPath(page)).toBe('/system/no-such-screen');
      await shot(page, '05-not-found');
    }));

  it('sign-out: user menu → 退出登录 → login page, stored session gone, private routes go to login', () =>
    withPage(browser, '10-sign-out', async ({ page }) => {
      const session = await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/');
      await waitForHash(page, '/tender-project/todo');
      await page.getByTestId('user-menu').hover();
      const logout = page.locator('.ant-dropdown-menu-title-content', { hasText: '退出登录' });
      await logout.waitFor();
      await Promise.all([page.waitForEvent('load'), logout.click()]);
      await waitForHash(page, '/login');
      await page.getByTestId('login-mobile').waitFor();
      expect(await page.evaluate((key) => localStorage.getItem(key), USER_STATE_KEY)).toBeNull();
      // The server ended the session too: the old token is refused.
      const nav = await server.call('POST', '/gc-manage/sys/menu/nav', { token: session.token }, session.token);
      expect(nav.code).toBe(401);
      await shot(page, '10-sign-out');

      await page.goto(`${server.baseUrl}/#/system/auth/user`);
      await waitForHash(page, '/login');
      await page.getByTestId('login-mobile').waitFor();
      await page.goto(`${server.baseUrl}/#/`);
      await waitForHash(page, '/login');
      expect(await page.getByTestId('sider').count()).toBe(0);
    }));
});
