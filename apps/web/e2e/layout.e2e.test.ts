import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, signInWithStorage, waitForContent, waitForHash, withPage } from './support/browser';
import { ADMIN_MOBILE, ADMIN_PASSWORD, startServer, type E2eServer } from './support/server';

/** Themes (remembered, primary #0377ed) and the width rules of spec §2 / §9. */
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
/** Brightness 0–255 of the content area's background (the first non-transparent one up the tree). */
const contentBrightness = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.querySelector('.td-content');
    while (el) {
      const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(getComputedStyle(el).backgroundColor);
      if (match && match[4] !== '0') return (Number(match[1]) + Number(match[2]) + Number(match[3])) / 3;
      el = el.parentElement;
    }
    return 255;
  });

describe('theme', () => {
  it('light by default with primary #0377ed; dark when toggled, remembered across a reload', () =>
    withPage(browser, '07-theme', async ({ page }) => {
      await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/tender-project/todo');
      await waitForContent(page, '待办事项');
      expect(await theme(page)).toBe('light');
      expect(await contentBrightness(page)).toBeGreaterThan(200);
      // The selected menu item carries the primary colour.
      const selectedBg = await page.getByTestId('side-menu').locator('.ant-menu-item-selected').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(selectedBg).toBe('rgb(3, 119, 237)');

      await page.getByTestId('theme-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await page.waitForTimeout(400); // antd animates colours
      expect(await contentBrightness(page)).toBeLessThan(60);
      await shot(page, '07-theme-dark');

      await page.reload();
      await waitForContent(page, '待办事项');
      expect(await theme(page)).toBe('dark');
      await page.waitForTimeout(400);
      expect(await contentBrightness(page)).toBeLessThan(60);

      // Switching back to light is remembered as well.
      await page.getByTestId('theme-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await page.reload();
      await waitForContent(page, '待办事项');
      expect(await theme(page)).toBe('light');
      await page.waitForTimeout(400);
      expect(await contentBrightness(page)).toBeGreaterThan(200);
    }));
});

describe('responsive layout', () => {
  it('menu expanded above 960, collapsed at 960 and below; header hidden below 640', () =>
    withPage(
      browser,
      '08-responsive',
      async ({ page }) => {
        await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/tender-project/todo');
        await waitForHash(page, '/tender-project/todo');
        const sider = page.getByTestId('sider');
        const collapsedIs = (value: 'true' | 'false') =>
          page.waitForFunction((v) => document.querySelector('[data-testid="sider"]')?.getAttribute('data-collapsed') === v, value);
        await sider.waitFor();
        await collapsedIs('false');
        expect((await sider.boundingBox())!.width).toBeGreaterThan(150);
        expect(await page.getByTestId('header').isVisible()).toBe(true);
        expect(await page.locator('.td-logo-text').isVisible()).toBe(true);
        // Spec §2: the header holds the logo and the tab view, and there is no breadcrumb.
        expect(await page.getByTestId('header').getByTestId('logo').isVisible()).toBe(true);
        expect(await page.getByTestId('header').getByTestId('tab-bar').isVisible()).toBe(true);
        expect(await page.locator('.ant-breadcrumb').count()).toBe(0);
        await shot(page, '08-width-1200');

        await page.setViewportSize({ width: 961, height: 800 });
        await collapsedIs('false');

        await page.setViewportSize({ width: 960, height: 800 });
        await collapsedIs('true');
        await page.waitForFunction(() => (document.querySelector('[data-testid="sider"]') as HTMLElement).getBoundingClientRect().width < 100);
        expect(await page.getByTestId('header').isVisible()).toBe(true);
        expect(await page.locator('.td-logo-text').count()).toBe(0);
        await shot(page, '08-width-960');

        await page.setViewportSize({ width: 640, height: 800 });
        await collapsedIs('true');
        expect(await page.getByTestId('header').isVisible()).toBe(true);

        await page.setViewportSize({ width: 639, height: 800 });
        await page.getByTestId('header').waitFor({ state: 'detached' });
        await page.setViewportSize({ width: 600, height: 800 });
        await page.waitForTimeout(200);
        expect(await page.getByTestId('header').count()).toBe(0);
        await collapsedIs('true');
        await shot(page, '08-width-600');

        // Back to a wide window: everything returns.
        await page.setViewportSize({ width: 1200, height: 800 });
        await page.getByTestId('header').waitFor();
        await collapsedIs('false');
      },
      { width: 1200, height: 800 },
    ));

  it('a narrow window starts collapsed and headerless (the width is read at load)', () =>
    withPage(
      browser,
      '08b-narrow-start',
      async ({ page }) => {
        await signInWithStorage(page, server, ADMIN_MOBILE, ADMIN_PASSWORD, '/tender-project/todo');
        await page.getByTestId('sider').waitFor();
        expect(await page.getByTestId('sider').getAttribute('data-collapsed')).toBe('true');
        expect(await page.getByTestId('header').count()).toBe(0);
        await shot(page, '08b-narrow-start');
      },
      { width: 600, height: 800 },
    ));
});
