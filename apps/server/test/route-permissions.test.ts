import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRouteAccess, type RouteEntry } from '../src/platform/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * WHO CAN REACH WHICH ENDPOINT.
 *
 * This test compares every route (method, url, declared access) with the
 * committed snapshot __snapshots__/route-permissions.json. A diff here IS a
 * change in who can call an endpoint: review it like a security change, never
 * refresh it blindly. To accept a reviewed change:
 *
 *   UPDATE_ROUTE_SNAPSHOT=1 npx vitest run apps/server/test/route-permissions.test.ts
 */
const SNAPSHOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '__snapshots__', 'route-permissions.json');
const COMMENT =
  'A diff in this file is a change in who can reach an endpoint. Review it as a security change; never refresh it blindly. Regenerate with UPDATE_ROUTE_SNAPSHOT=1 npx vitest run apps/server/test/route-permissions.test.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const sortedTable = () =>
  [...t.app.routeTable].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method)).map(({ method, url, access }) => ({ method, url, access }));

describe('route permissions', () => {
  it('match the committed snapshot', () => {
    const routes = sortedTable();
    if (process.env.UPDATE_ROUTE_SNAPSHOT === '1') {
      fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
      fs.writeFileSync(SNAPSHOT, `${JSON.stringify({ _comment: COMMENT, routes }, null, 2)}\n`);
    }
    const committed = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as { _comment: string; routes: unknown[] };
    expect(committed._comment).toBe(COMMENT);
    expect(routes, 'route permissions changed: review who can reach which endpoint (see the comment at the top of this test)').toEqual(committed.routes);
  });

  it('every /gc-manage route has a declared access, and the table misses none', () => {
    const routes = sortedTable();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(route.access, `${route.method} ${route.url}`).toMatch(/^(public|signed-in|signed-in \(before password set\)|any of: .+)$/);
    }
    // Every /gc-manage route fastify actually serves is in the table (nothing bypassed the hook).
    const served = t.app.app.printRoutes({ commonPrefix: false });
    const inTable = new Set(routes.map((r) => r.url));
    for (const url of ['/gc-manage/sys/user/login', '/gc-manage/sys/user/list', '/gc-manage/sys/user/info/:id', '/gc-manage/sys/menu/nav']) {
      expect(served).toContain(url.replace('/gc-manage', '').split('/').pop()!);
      expect(inTable.has(url)).toBe(true);
    }
    // Only the sign-in calls and the public key are open to anyone under /gc-manage/sys/user.
    const open = routes.filter((r) => r.access === 'public' && r.url.startsWith('/gc-manage/sys/')).map((r) => r.url).sort();
    expect(open).toEqual(
      ['codeLogin', 'forgetPassword', 'login', 'publicKey', 'sendCode', 'sendForgetPasswordCode'].map((n) => `/gc-manage/sys/user/${n}`).sort(),
    );
  });

  it('a /gc-manage route without an access declaration stops the app from starting', async () => {
    // The guard buildApp installs: no access → throw at registration.
    const app = Fastify({ logger: false });
    const table: RouteEntry[] = [];
    guardRouteAccess(app, table);
    app.get('/gc-manage/declared', { config: { access: { kind: 'public' } } }, async () => 'ok');
    expect(() => app.get('/gc-manage/forgotten', async () => 'oops')).toThrow(/未声明访问权限/);
    expect(table).toEqual([{ method: 'GET', url: '/gc-manage/declared', access: 'public' }]);
    await app.close();
  });
});
