import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT, type E2eServer, type Session } from './server';

/**
 * Debian's Chromium driven by playwright-core (no browser downloads). One
 * browser per test file; a new context per test is a fresh profile.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SHOT_DIR = path.join(ROOT, 'test-results/e2e');
export const APP_TITLE = '招标采购业务管理平台';
export const LOAD_ERROR_MESSAGE = '发现新的内容，请尝试刷新页面后继续，如不行请清除浏览器缓存后再次尝试或联系管理员！';
export const USER_STATE_KEY = 'tenderdesk:user-state';
export const TABS_KEY = 'tenderdesk:tabs';
/** antd error toast (message.error) and error notification. */
export const ERROR_TOAST = '.ant-message-error, .ant-message-notice-error, .ant-notification-notice-error';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`bash scripts/ensure-browser.sh\``);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newContext(browser: Browser, viewport = { width: 1366, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Full-page screenshot into test-results/e2e/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SHOT_DIR, { recursive: true });
  const file = path.join(SHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  expect(fs.statSync(file).size).toBeGreaterThan(1000);
  return file;
}

export type PageRun = { page: Page; context: BrowserContext; pageErrors: string[] };

/**
 * Runs a test body on a fresh page; on failure saves `<name>-FAILED.png` and
 * adds the page's uncaught errors to the message; always closes the context.
 */
export async function withPage(browser: Browser, name: string, body: (run: PageRun) => Promise<void>, viewport?: { width: number; height: number }): Promise<void> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  try {
    await body({ page, context, pageErrors });
  } catch (error) {
    await shot(page, `${name}-FAILED`).catch(() => undefined);
    if (pageErrors.length && error instanceof Error) error.message += `\npage errors:\n${pageErrors.join('\n')}`;
    throw error;
  } finally {
    await context.close();
  }
}

/** The current hash route, e.g. `/login`. */
export async function hashPath(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] || '/');
}

export async function waitForHash(page: Page, pathname: string | RegExp): Promise<void> {
  const re = typeof pathname === 'string' ? new RegExp(`^#${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : pathname;
  await page.waitForFunction((source) => new RegExp(source).test(window.location.hash.split('?')[0] ?? ''), re.source);
}

/** Signs in through the password form (the page must be on #/login). */
export async function signInWithPassword(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs in without the form: the session from the API, stored where the app
 * keeps it (base64 JSON under tenderdesk:user-state). For tests about the
 * shell, not about signing in.
 */
export async function signInWithStorage(page: Page, server: E2eServer, mobile: string, password: string, hash = '/'): Promise<Session> {
  const session = await server.login(mobile, password);
  await page.goto(`${server.baseUrl}/#/login`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [USER_STATE_KEY, Buffer.from(JSON.stringify(session), 'utf8').toString('base64')],
  );
  // A full load (not a hash change the running app would answer with its signed-out rules).
  await page.goto('about:blank');
  await page.goto(`${server.baseUrl}/#${hash}`);
  return session;
}

/** Texts of the side menu's entries (group titles and items) currently rendered. */
export async function menuTexts(page: Page): Promise<string[]> {
  return (await page.getByTestId('side-menu').locator('.ant-menu-title-content').allInnerTexts()).map((t) => t.trim());
}

export function menuEntry(page: Page, label: string) {
  return page.getByTestId('side-menu').locator('.ant-menu-title-content', { hasText: new RegExp(`^${label}$`) });
}

/** Labels of the tab bar's tabs, in order. */
export async function tabLabels(page: Page): Promise<string[]> {
  return (await page.getByTestId('tab-bar').locator('.ant-tabs-tab .ant-tabs-tab-btn').allInnerTexts()).map((t) => t.trim());
}

export function tab(page: Page, label: string) {
  return page.getByTestId('tab-bar').locator('.ant-tabs-tab', { has: page.locator('.ant-tabs-tab-btn', { hasText: new RegExp(`^${label}$`) }) });
}

/** Activates a tab by clicking its label. */
export async function clickTab(page: Page, label: string): Promise<void> {
  await tab(page, label).locator('.ant-tabs-tab-btn').click();
}

export type ApiTracker = {
  /** API answers whose envelope code was not 200 (or whose HTTP status was ≥ 400), as "url → code msg". */
  failures: string[];
  /** Resolves once no API call has been in flight for `quietMs`. */
  settled(quietMs?: number): Promise<void>;
};

/** Watches the page's /gc-manage calls: what failed, and when the page is quiet. */
export function trackApi(page: Page): ApiTracker {
  const failures: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/gc-manage/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfailed', (request) => {
    if (!isApi(request.url())) return;
    failures.push(`${request.url()} → ${request.failure()?.errorText ?? 'failed'}`);
    done();
  });
  page.on('requestfinished', async (request) => {
    if (!isApi(request.url())) return;
    try {
      const response = await request.response();
      const type = response?.headers()['content-type'] ?? '';
      if (response && type.includes('json')) {
        const body = (await response.json()) as { code?: number; msg?: string; message?: string };
        if (response.status() >= 400 || (body.code !== undefined && body.code !== 200)) {
          failures.push(`${request.method()} ${new URL(request.url()).pathname} → ${response.status()} ${body.code} ${body.msg ?? body.message ?? ''}`);
        }
      } else if (response && response.status() >= 400) {
        failures.push(`${request.method()} ${new URL(request.url()).pathname} → ${response.status()}`);
      }
    } catch {
      // the page navigated away; nothing to judge
    } finally {
      done();
    }
  });
  return {
    failures,
    async settled(quietMs = 400) {
      const deadline = Date.now() + 15_000;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`API calls still in flight after 15 s (${inFlight})`);
        await page.waitForTimeout(50);
      }
    },
  };
}

/** Opens the user menu (hover) and picks an entry. */
export async function userMenuPick(page: Page, label: string): Promise<void> {
  await page.getByTestId('user-menu').hover();
  const item = page.locator('.ant-dropdown-menu-title-content', { hasText: label });
  await item.waitFor();
  await item.click();
}

/** Picks an entry of the tab bar's action menu (关闭其他 …). */
export async function tabAction(page: Page, label: string): Promise<void> {
  await page.getByTestId('tab-actions').click();
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-title-content', { hasText: new RegExp(`^${label}$`) });
  await item.waitFor();
  await item.click();
  await item.waitFor({ state: 'hidden' }).catch(() => undefined);
}

/** Clicks a side-menu entry, expanding its group first when needed. */
export async function openFromMenu(page: Page, group: string | null, label: string): Promise<void> {
  const entry = menuEntry(page, label);
  if (group && !(await entry.isVisible())) {
    await menuEntry(page, group).click();
    await entry.waitFor({ state: 'visible' });
  }
  await entry.click();
}

/** Waits until the content area shows the page's name (placeholder or real heading). */
export async function waitForContent(page: Page, text: string): Promise<void> {
  await page.locator('.td-content').getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
}

/** Polls `read` until it deep-equals `expected` (5 s), then asserts — for UI that settles after a render or two. */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  expect(value, message).toEqual(expected);
}
