import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE, ADMIN_PASSWORD, Perm, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' });
  admin = await t.adminToken();
});
afterAll(async () => t?.close());

const nav = (token: string | undefined) => t.call('POST', '/gc-manage/sys/menu/nav', { token });
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

async function readyUser(roleIds: number[] = []) {
  const dept = await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow();
  const mobile = uniqueMobile();
  const saved = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '赵六', deptId: dept.id, roleIds } });
  expect(saved.code).toBe(200);
  const first = await t.login(mobile, saved.data.password);
  const password = `Sess-${crypto.randomBytes(5).toString('hex')}`;
  expect((await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: first.token, body: { password: t.encrypt(password) } })).code).toBe(200);
  return { id: saved.data.id as number, mobile, password, token: first.token };
}

describe('tokens', () => {
  it('no token, a forged token, a too-long token and a non-ASCII token all answer 401', async () => {
    for (const token of [undefined, crypto.randomBytes(32).toString('base64url'), 'x'.repeat(129), 'a'.repeat(8000), "' or 1=1 --"]) {
      const answer = await nav(token);
      expect(answer.status).toBe(401);
      expect(answer.code).toBe(401);
      expect(answer.msg).toEqual(expect.any(String));
    }
  });

  it('a session hash sent as a token does not work', async () => {
    const { token } = await t.login(ADMIN_MOBILE, ADMIN_PASSWORD);
    expect((await nav(sha256(token))).status).toBe(401);
  });

  it('tokens carry at least 128 random bits and are stored only hashed', async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await t.login(ADMIN_MOBILE, ADMIN_PASSWORD)).token));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    const rows = await t.database.db.selectFrom('sys_session').selectAll().execute();
    const dump = JSON.stringify(rows);
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(rows.some((r) => r.token_hash === sha256(token))).toBe(true);
    }
  });
});

describe('token transport', () => {
  it('takes the token from the query only on download links, never on other calls', async () => {
    const token = await t.adminToken();
    const inHeader = await t.call('GET', '/gc-manage/sys/user/info/1', { token });
    expect(inHeader.code).toBe(200);
    const inQuery = await t.call('GET', `/gc-manage/sys/user/info/1?token=${encodeURIComponent(token)}`);
    expect(inQuery.status).toBe(401);
    const download = await t.call('GET', `/gc-manage/base/fileResource/getFileById?token=${encodeURIComponent(token)}&fileResourceId=${'0'.repeat(32)}`);
    expect(download.status).toBe(404);
  });
});

describe('timeouts', () => {
  it('a session past its absolute lifetime answers 401', async () => {
    const { token } = await t.login(ADMIN_MOBILE, ADMIN_PASSWORD);
    expect((await nav(token)).code).toBe(200);
    const row = await t.database.db.selectFrom('sys_session').select(['created_at', 'expires_at']).where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(8 * 3600_000);
    await t.database.db.updateTable('sys_session').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', sha256(token)).execute();
    const answer = await nav(token);
    expect(answer.status).toBe(401);
    expect(answer.msg).toContain('超时');
  });

  it('an idle session answers 401, an active one lives on', async () => {
    const idle = await t.login(ADMIN_MOBILE, ADMIN_PASSWORD);
    const active = await t.login(ADMIN_MOBILE, ADMIN_PASSWORD);
    await t.database.db.updateTable('sys_session').set({ last_seen_at: Date.now() - 31 * 60_000 }).where('token_hash', '=', sha256(idle.token)).execute();
    await t.database.db.updateTable('sys_session').set({ last_seen_at: Date.now() - 29 * 60_000 }).where('token_hash', '=', sha256(active.token)).execute();
    expect((await nav(idle.token)).status).toBe(401);
    expect((await nav(active.token)).code).toBe(200);
    // Being used moves last_seen_at forward.
    const row = await t.database.db.selectFrom('sys_session').select('last_seen_at').where('token_hash', '=', sha256(active.token)).executeTakeFirstOrThrow();
    expect(Date.now() - row.last_seen_at).toBeLessThan(60_000);
  });
});

describe('administrative changes apply to live sessions at once', () => {
  it('disabling a user ends their sessions; enabling again does not revive them', async () => {
    const user = await readyUser();
    const other = await t.login(user.mobile, user.password);
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: user.id, state: 0 } })).code).toBe(200);
    expect((await nav(user.token)).status).toBe(401);
    expect((await nav(other.token)).status).toBe(401);
    const signIn = await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile: user.mobile, password: t.encrypt(user.password) } });
    expect(signIn.status).toBe(403);
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: user.id, state: 1 } })).code).toBe(200);
    expect((await nav(user.token)).status).toBe(401);
    expect((await t.login(user.mobile, user.password)).userId).toBe(user.id);
  });

  it('randomPassword ends the user’s sessions', async () => {
    const user = await readyUser();
    const answer = await t.call('POST', '/gc-manage/sys/user/randomPassword', { token: admin, body: { id: user.id } });
    expect(answer.code).toBe(200);
    expect((await nav(user.token)).status).toBe(401);
  });

  it('resetPassword ends the user’s sessions', async () => {
    const user = await readyUser();
    const answer = await t.call('POST', '/gc-manage/sys/user/resetPassword', { token: admin, body: { id: user.id, password: t.encrypt('Admin-set-2026') } });
    expect(answer.code).toBe(200);
    expect((await nav(user.token)).status).toBe(401);
    const session = await t.login(user.mobile, 'Admin-set-2026');
    expect(session.isSetPassword).toBe(0);
  });

  it('deleting a user ends their sessions', async () => {
    const user = await readyUser();
    expect((await t.call('DELETE', `/gc-manage/sys/user/delete/${user.id}`, { token: admin })).code).toBe(200);
    expect((await nav(user.token)).status).toBe(401);
  });

  it('taking a role away removes its permissions from live sessions at once', async () => {
    const roleId = await t.createRole(admin, [Perm.ORG_MANAGE], 1);
    const user = await readyUser([roleId]);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: user.token, body: {} })).code).toBe(200);
    const dept = await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow();
    const update = await t.call('POST', '/gc-manage/sys/user/update', { token: admin, body: { id: user.id, mobile: user.mobile, realName: '赵六', deptId: dept.id, roleIds: [] } });
    expect(update.code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: user.token, body: {} })).status).toBe(403);
    // Disabling the role itself also applies at once.
    const user2 = await readyUser([roleId]);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: user2.token, body: {} })).code).toBe(200);
    await t.database.db.updateTable('sys_role').set({ state: 0 }).where('id', '=', roleId).execute();
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: user2.token, body: {} })).status).toBe(403);
  });
});
