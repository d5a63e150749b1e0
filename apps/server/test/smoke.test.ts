import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE, ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('smoke', () => {
  it('signs in and lists users', async () => {
    const session = await t.login(ADMIN_MOBILE, ADMIN_PASSWORD);
    expect(session.isSetPassword).toBe(1);
    const list = await t.call('POST', '/gc-manage/sys/user/list', { token: session.token, form: 'page=1&limit=20&keyword=%25' });
    expect(list.status).toBe(200);
    expect(list.data.total).toBe(0);
    const all = await t.call('POST', '/gc-manage/sys/user/list', { token: session.token, body: { page: 1 } });
    expect(all.data.list.map((u: { mobile: string }) => u.mobile)).toEqual([ADMIN_MOBILE]);
  });
});
