import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE, ADMIN_PASSWORD, lastCode, startPeer, startTestApp, type Peer, type TestApp } from './support/test-app.js';

/**
 * Two servers on one database behave as one (issue 2: stateless servers).
 * Meant for PostgreSQL; on SQLite the two share the database file, which must hold too.
 */
let a: TestApp;
let b: Peer;
beforeAll(async () => {
  a = await startTestApp();
  b = await startPeer(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const nav = (server: Pick<TestApp, 'call'>, token: string) => server.call('POST', '/gc-manage/sys/menu/nav', { token });

describe('two servers, one database', () => {
  it('are different servers sharing one login key', () => {
    expect(b.baseUrl).not.toBe(a.baseUrl);
    expect(b.app.loginKey.publicKeyPem).toBe(a.publicKey);
  });

  it('a token from A works on B, and logout on B ends it on A', async () => {
    const { token } = await a.login(ADMIN_MOBILE, ADMIN_PASSWORD);
    expect((await nav(b, token)).code).toBe(200);
    expect((await b.call('POST', '/gc-manage/sys/user/logout', { token })).code).toBe(200);
    expect((await nav(a, token)).status).toBe(401);
    expect((await nav(b, token)).status).toBe(401);
  });

  it('a ciphertext used on A is refused on B', async () => {
    const cipher = a.encrypt(ADMIN_PASSWORD);
    expect((await a.call('POST', '/gc-manage/sys/user/login', { body: { mobile: ADMIN_MOBILE, password: cipher } })).code).toBe(200);
    const replay = await b.call('POST', '/gc-manage/sys/user/login', { body: { mobile: ADMIN_MOBILE, password: cipher } });
    expect(replay.status).toBe(400);
    expect(replay.msg).toContain('已被使用');
  });

  it('an SMS code issued on A is consumed on B, once', async () => {
    expect((await a.call('POST', '/gc-manage/sys/user/sendCode', { body: { mobile: ADMIN_MOBILE } })).code).toBe(200);
    const code = lastCode(a, ADMIN_MOBILE, 'login');
    const signedIn = await b.call('POST', '/gc-manage/sys/user/codeLogin', { body: { mobile: ADMIN_MOBILE, code } });
    expect(signedIn.code).toBe(200);
    expect((await nav(a, signedIn.data.token)).code).toBe(200);
    expect((await a.call('POST', '/gc-manage/sys/user/codeLogin', { body: { mobile: ADMIN_MOBILE, code } })).status).toBe(400);
    // The resend limit holds across servers as well.
    expect((await b.call('POST', '/gc-manage/sys/user/sendCode', { body: { mobile: ADMIN_MOBILE } })).status).toBe(429);
  });

  it('disabling a user on A ends their session on B', async () => {
    const admin = await a.adminToken();
    const dept = await a.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow();
    const mobile = '13912345678';
    const saved = await a.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '多机', deptId: dept.id, roleIds: [] } });
    const session = await b.login(mobile, saved.data.password);
    expect((await nav(b, session.token)).code).toBe(200);
    expect((await a.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: saved.data.id, state: 0 } })).code).toBe(200);
    expect((await nav(b, session.token)).status).toBe(401);
  });
});
