import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../src/modules/auth/throttle.js';
import { ADMIN_MOBILE, ADMIN_PASSWORD, lastCode, Perm, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // TRUST_PROXY lets the per-IP tests speak from their own address (X-Forwarded-For).
  t = await startTestApp({ TRUST_PROXY: '1' });
  admin = await t.adminToken();
});
afterAll(async () => t?.close());
// All tests speak from 127.0.0.1: forget failures between tests so the per-IP block never trips by accident.
afterEach(async () => {
  await t.database.db.deleteFrom('sys_login_log').where('success', '=', 0).execute();
});

const LOGIN = '/gc-manage/sys/user/login';

/** A new user with a one-time password; optionally holding a role. */
async function newUser(roleIds: number[] = []) {
  const dept = await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow();
  const mobile = uniqueMobile();
  const saved = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '张三', deptId: dept.id, roleIds } });
  expect(saved.code).toBe(200);
  return { id: saved.data.id as number, mobile, oneTime: saved.data.password as string };
}

/** A user who has set their own password. */
async function readyUser(roleIds: number[] = []) {
  const user = await newUser(roleIds);
  const first = await t.login(user.mobile, user.oneTime);
  const password = `Good-${crypto.randomBytes(5).toString('hex')}`;
  const changed = await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: first.token, body: { password: t.encrypt(password) } });
  expect(changed.code).toBe(200);
  return { ...user, password, token: first.token };
}

const loginRaw = (mobile: string, password: string, headers: Record<string, string> = {}) =>
  t.call('POST', LOGIN, { body: { mobile, password }, headers });

describe('public key and sign-in', () => {
  it('publicKey answers a PEM public key of at least 2048 bits', async () => {
    const answer = await t.call('GET', '/gc-manage/sys/user/publicKey');
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
    const key = crypto.createPublicKey(answer.data);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it('an RSA-OAEP ciphertext signs in and answers the spec §3 session', async () => {
    const answer = await loginRaw(ADMIN_MOBILE, t.encrypt(ADMIN_PASSWORD));
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    const s = answer.data;
    expect(Object.keys(s).sort()).toEqual(['auth', 'avatar', 'isSetPassword', 'mobile', 'realName', 'roles', 'token', 'userId', 'userName'].sort());
    expect(s.userId).toEqual(expect.any(Number));
    expect(s.token).toEqual(expect.any(String));
    expect(s.userName).toBe('admin');
    expect(s.realName).toBe('系统管理员');
    expect(s.avatar).toEqual(expect.any(String));
    expect(s.mobile).toBe(ADMIN_MOBILE);
    expect(s.isSetPassword).toBe(1);
    expect(s.roles).toEqual([expect.objectContaining({ id: expect.any(Number), name: '超级管理员' })]);
    expect(s.auth).toEqual(expect.arrayContaining([Perm.ORG_MANAGE, Perm.USER_SAVE, Perm.PROJECT_MANAGE]));
  });

  it('wrong password and unknown mobile give the same status and message', async () => {
    const wrong = await loginRaw(ADMIN_MOBILE, t.encrypt('Wrong-pass-123'));
    const unknown = await loginRaw(uniqueMobile(), t.encrypt('Wrong-pass-123'));
    expect(wrong.status).toBe(400);
    expect(wrong.code).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.msg).toBe(wrong.msg);
    expect(unknown.data).toEqual(wrong.data);
  });

  it('an unknown mobile takes comparable time to a wrong password (scrypt runs either way)', async () => {
    // A higher scrypt cost than the rest of the suite so hashing, not noise, dominates.
    const slow = await startTestApp({ SCRYPT_COST: '16384' });
    try {
      const time = async (mobile: string) => {
        const started = performance.now();
        const answer = await slow.call('POST', LOGIN, { body: { mobile, password: slow.encrypt('Wrong-pass-123') } });
        expect(answer.code).toBe(400);
        return performance.now() - started;
      };
      await time(uniqueMobile()); // warms the dummy hash
      const known: number[] = [];
      const unknown: number[] = [];
      // Three of each: below the slow-down threshold of one account.
      for (let i = 0; i < THROTTLE_RULES.slowAfter; i++) {
        known.push(await time(ADMIN_MOBILE));
        unknown.push(await time(uniqueMobile()));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    } finally {
      await slow.close();
    }
  });
});

describe('login secrets', () => {
  it('the same ciphertext twice is refused', async () => {
    const cipher = t.encrypt(ADMIN_PASSWORD);
    expect((await loginRaw(ADMIN_MOBILE, cipher)).code).toBe(200);
    const replay = await loginRaw(ADMIN_MOBILE, cipher);
    expect(replay.status).toBe(400);
    expect(replay.msg).toContain('已被使用');
  });

  it('a ts more than 2 minutes off is refused, either way', async () => {
    for (const ts of [Date.now() - 3 * 60_000, Date.now() + 3 * 60_000]) {
      const answer = await loginRaw(ADMIN_MOBILE, t.encrypt(ADMIN_PASSWORD, { ts }));
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain('过期');
    }
    // Within the window still works.
    expect((await loginRaw(ADMIN_MOBILE, t.encrypt(ADMIN_PASSWORD, { ts: Date.now() - 60_000 }))).code).toBe(200);
  });

  it('PKCS#1 v1.5 ciphertexts are refused', async () => {
    const secret = JSON.stringify({ password: ADMIN_PASSWORD, ts: Date.now(), nonce: crypto.randomBytes(16).toString('hex') });
    const cipher = crypto.publicEncrypt({ key: t.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(secret)).toString('base64');
    const answer = await loginRaw(ADMIN_MOBILE, cipher);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(400);
    expect(answer.data?.token).toBeUndefined();
  });

  it('OAEP with SHA-1 (the library default) is refused', async () => {
    const secret = JSON.stringify({ password: ADMIN_PASSWORD, ts: Date.now(), nonce: crypto.randomBytes(16).toString('hex') });
    const cipher = crypto.publicEncrypt({ key: t.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from(secret)).toString('base64');
    expect((await loginRaw(ADMIN_MOBILE, cipher)).status).toBe(400);
  });

  it('garbage base64, non-base64 text and a plaintext password are refused', async () => {
    for (const junk of [crypto.randomBytes(256).toString('base64'), 'AAAAAAAAAAAAAAAAAAAAAAAA', '!!!not base64 at all!!!', ADMIN_PASSWORD]) {
      const answer = await loginRaw(ADMIN_MOBILE, junk);
      expect(answer.status).toBe(400);
      expect(answer.code).toBe(400);
    }
  });

  it('a secret without a nonce (or with a short one) is refused', async () => {
    const seal = (value: object) =>
      crypto.publicEncrypt({ key: t.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(JSON.stringify(value))).toString('base64');
    for (const secret of [{ password: ADMIN_PASSWORD, ts: Date.now() }, { password: ADMIN_PASSWORD, ts: Date.now(), nonce: 'abc' }, { password: ADMIN_PASSWORD, nonce: crypto.randomUUID() }]) {
      const answer = await loginRaw(ADMIN_MOBILE, seal(secret));
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain('密文格式不正确');
    }
    // Not JSON at all.
    const notJson = crypto.publicEncrypt({ key: t.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ADMIN_PASSWORD)).toString('base64');
    expect((await loginRaw(ADMIN_MOBILE, notJson)).status).toBe(400);
  });
});

describe('passwords', () => {
  it('updatePassword enforces the policy (length, common, mobile)', async () => {
    const user = await newUser();
    const { token } = await t.login(user.mobile, user.oneTime);
    const attempt = (password: string) => t.call('POST', '/gc-manage/sys/user/updatePassword', { token, body: { password: t.encrypt(password) } });
    const short = await attempt('Ab1-xy');
    expect(short.status).toBe(400);
    expect(short.msg).toContain('长度');
    expect((await attempt('x'.repeat(65))).msg).toContain('长度');
    const common = await attempt('password123');
    expect(common.status).toBe(400);
    expect(common.msg).toContain('简单');
    expect((await attempt('12345678')).msg).toContain('简单');
    const equalsMobile = await attempt(user.mobile);
    expect(equalsMobile.status).toBe(400);
    expect(equalsMobile.msg).toContain('手机号');
    expect((await attempt(`ab${user.mobile}`)).msg).toContain('手机号');
    // Nothing changed: the one-time password still signs in.
    expect((await t.login(user.mobile, user.oneTime)).isSetPassword).toBe(0);
  });

  it('forgetPassword enforces the policy too', async () => {
    const user = await readyUser();
    expect((await t.call('POST', '/gc-manage/sys/user/sendForgetPasswordCode', { body: { mobile: user.mobile } })).code).toBe(200);
    const code = lastCode(t, user.mobile, 'reset');
    for (const [password, reason] of [['short1!', '长度'], ['qwerty123', '简单'], [user.mobile, '手机号']] as const) {
      const answer = await t.call('POST', '/gc-manage/sys/user/forgetPassword', { body: { mobile: user.mobile, code, password: t.encrypt(password) } });
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain(reason);
    }
    // A weak password does not use up the code: a good one still goes through.
    const good = await t.call('POST', '/gc-manage/sys/user/forgetPassword', { body: { mobile: user.mobile, code, password: t.encrypt('Brand-new-2026') } });
    expect(good.code).toBe(200);
    expect((await t.login(user.mobile, 'Brand-new-2026')).userId).toBe(user.id);
  });

  it('once a password is set, updatePassword needs the right oldPassword', async () => {
    const user = await readyUser();
    const change = (body: object) => t.call('POST', '/gc-manage/sys/user/updatePassword', { token: user.token, body });
    const missing = await change({ password: t.encrypt('Next-pass-2026') });
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('原密码');
    const wrong = await change({ password: t.encrypt('Next-pass-2026'), oldPassword: t.encrypt('Not-the-old-one') });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toContain('原密码错误');
    expect((await t.login(user.mobile, user.password)).userId).toBe(user.id);
    const same = await change({ password: t.encrypt(user.password), oldPassword: t.encrypt(user.password) });
    expect(same.status).toBe(400);
    const right = await change({ password: t.encrypt('Next-pass-2026'), oldPassword: t.encrypt(user.password) });
    expect(right.code).toBe(200);
    expect((await loginRaw(user.mobile, t.encrypt(user.password))).status).toBe(400);
    expect((await t.login(user.mobile, 'Next-pass-2026')).userId).toBe(user.id);
  });

  it("changing one's password ends one's other sessions and keeps the current one", async () => {
    const user = await readyUser();
    const other = await t.login(user.mobile, user.password);
    const current = await t.login(user.mobile, user.password);
    const changed = await t.call('POST', '/gc-manage/sys/user/updatePassword', {
      token: current.token,
      body: { password: t.encrypt('Another-pass-77'), oldPassword: t.encrypt(user.password) },
    });
    expect(changed.code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token: current.token })).code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token: other.token })).status).toBe(401);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token: user.token })).status).toBe(401);
  });

  it('a user with isSetPassword=0 gets 403 everywhere except updatePassword, logout and nav', async () => {
    const roleId = await t.createRole(admin, [Perm.ORG_MANAGE, Perm.USER_SAVE], 1);
    const user = await newUser([roleId]);
    const session = await t.login(user.mobile, user.oneTime);
    expect(session.isSetPassword).toBe(0);
    const { token } = session;
    for (const [method, path, body] of [
      ['POST', '/gc-manage/sys/user/list', {}],
      ['POST', '/gc-manage/sys/user/orgUserlist', {}],
      ['GET', `/gc-manage/sys/user/info/${user.id}`, undefined],
      ['POST', '/gc-manage/sys/user/save', { mobile: uniqueMobile(), realName: '李四', deptId: 1, roleIds: [] }],
    ] as const) {
      const answer = await t.call(method, path, { token, ...(body ? { body } : {}) });
      expect(answer.status, path).toBe(403);
      expect(answer.msg).toContain('修改初始密码');
    }
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token })).code).toBe(200);
    const set = await t.call('POST', '/gc-manage/sys/user/updatePassword', { token, body: { password: t.encrypt('My-own-pass-1') } });
    expect(set.code).toBe(200);
    // Same session, now allowed.
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token, body: {} })).code).toBe(200);
    expect((await t.login(user.mobile, 'My-own-pass-1')).isSetPassword).toBe(1);
    // The one-time password no longer works.
    expect((await loginRaw(user.mobile, t.encrypt(user.oneTime))).status).toBe(400);
    // Logout is allowed before the password is set too.
    const again = await newUser();
    const fresh = await t.login(again.mobile, again.oneTime);
    expect((await t.call('POST', '/gc-manage/sys/user/logout', { token: fresh.token })).code).toBe(200);
  });
});

describe('logout and the sign-in log', () => {
  it('logout revokes the token', async () => {
    const { token } = await t.login(ADMIN_MOBILE, ADMIN_PASSWORD);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token })).code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/user/logout', { token })).code).toBe(200);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token })).status).toBe(401);
    expect((await t.call('POST', '/gc-manage/sys/user/logout', { token })).status).toBe(401);
  });

  it('writes a sign-in log row for every success and failure', async () => {
    const user = await readyUser();
    const from = Date.now();
    await t.login(user.mobile, user.password);
    await loginRaw(user.mobile, t.encrypt('Wrong-pass-999'));
    const ghost = uniqueMobile();
    await loginRaw(ghost, t.encrypt('Wrong-pass-999'));
    const rows = await t.database.db.selectFrom('sys_login_log').selectAll().where('at', '>=', from).where('mobile', 'in', [user.mobile, ghost]).orderBy('id').execute();
    expect(rows.map((r) => [r.mobile, r.method, r.success, r.user_id])).toEqual([
      [user.mobile, 'password', 1, user.id],
      [user.mobile, 'password', 0, user.id],
      [ghost, 'password', 0, null],
    ]);
    for (const row of rows) {
      expect(row.ip).toBe('127.0.0.1');
      expect(JSON.stringify(row)).not.toContain('Wrong-pass-999');
    }
    expect(rows[1]!.reason).not.toBe('');
  });
});

describe('throttling', () => {
  const failRows = (mobile: string, ip: string, n: number) =>
    t.database.db
      .insertInto('sys_login_log')
      .values(Array.from({ length: n }, () => ({ mobile, user_id: null, method: 'password', success: 0, reason: '密码错误', ip, user_agent: 'test', at: Date.now() })))
      .execute();

  it('slows down repeated failures for a mobile, then answers 429, while SMS sign-in still works', async () => {
    const user = await readyUser();
    for (let i = 0; i < THROTTLE_RULES.slowAfter; i++) {
      const started = performance.now();
      expect((await loginRaw(user.mobile, t.encrypt('Wrong-pass-1'))).status).toBe(400);
      expect(performance.now() - started).toBeLessThan(900);
    }
    const started = performance.now();
    expect((await loginRaw(user.mobile, t.encrypt('Wrong-pass-1'))).status).toBe(400);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);

    // The rest of the failures straight into the log rather than waiting for the delays.
    await failRows(user.mobile, '127.0.0.1', THROTTLE_RULES.accountBlockAt - THROTTLE_RULES.slowAfter - 1);
    const blocked = await loginRaw(user.mobile, t.encrypt(user.password));
    expect(blocked.status).toBe(429);
    expect(blocked.code).toBe(429);
    expect(blocked.msg).toContain('短信验证码');
    // Another account from the same address is unaffected.
    expect((await loginRaw(ADMIN_MOBILE, t.encrypt(ADMIN_PASSWORD))).code).toBe(200);

    // SMS-code sign-in for the same user still works: nobody can lock a real user out.
    expect((await t.call('POST', '/gc-manage/sys/user/sendCode', { body: { mobile: user.mobile } })).code).toBe(200);
    const byCode = await t.call('POST', '/gc-manage/sys/user/codeLogin', { body: { mobile: user.mobile, code: lastCode(t, user.mobile, 'login') } });
    expect(byCode.code).toBe(200);
    expect(byCode.data.userId).toBe(user.id);
  });

  it('blocks an address after many failures, for password and SMS sign-in alike', async () => {
    const ip = '203.0.113.7';
    const from = { 'x-forwarded-for': ip };
    await failRows(uniqueMobile(), ip, THROTTLE_RULES.ipBlockAt);
    const answer = await loginRaw(ADMIN_MOBILE, t.encrypt(ADMIN_PASSWORD), from);
    expect(answer.status).toBe(429);
    expect(answer.code).toBe(429);
    const byCode = await t.call('POST', '/gc-manage/sys/user/codeLogin', { body: { mobile: ADMIN_MOBILE, code: '123456' }, headers: from });
    expect(byCode.status).toBe(429);
    // Other addresses are not affected.
    expect((await loginRaw(ADMIN_MOBILE, t.encrypt(ADMIN_PASSWORD), { 'x-forwarded-for': '203.0.113.8' })).code).toBe(200);
  });

  it("a success from an address does not wipe that address's failures against other accounts", async () => {
    const ip = '203.0.113.9';
    const from = { 'x-forwarded-for': ip };
    const attacker = await readyUser();
    await failRows(uniqueMobile(), ip, THROTTLE_RULES.ipBlockAt - 1);
    // The attacker signs in to their own account from the same address...
    expect((await loginRaw(attacker.mobile, t.encrypt(attacker.password), from)).code).toBe(200);
    await failRows(uniqueMobile(), ip, 1);
    // ...and is still blocked: per-IP failures count regardless of successes.
    expect((await loginRaw(ADMIN_MOBILE, t.encrypt('Guess-1234'), from)).status).toBe(429);
  });

  it('wrong SMS codes do not count toward the password block of that account', async () => {
    const user = await readyUser();
    await t.database.db
      .insertInto('sys_login_log')
      .values(Array.from({ length: THROTTLE_RULES.accountBlockAt }, () => ({ mobile: user.mobile, user_id: null, method: 'code', success: 0, reason: '验证码错误', ip: '198.51.100.1', user_agent: 'test', at: Date.now() })))
      .execute();
    expect((await loginRaw(user.mobile, t.encrypt(user.password))).code).toBe(200);
  });

  it('wrong old passwords on updatePassword are logged and throttled like failed sign-ins', async () => {
    const user = await readyUser();
    const wrong = await t.call('POST', '/gc-manage/sys/user/updatePassword', {
      token: user.token,
      body: { password: t.encrypt('Another-pass-9'), oldPassword: t.encrypt('Not-my-password-1') },
    });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('原密码错误');
    const logged = await t.database.db.selectFrom('sys_login_log').select('reason').where('mobile', '=', user.mobile).where('success', '=', 0).execute();
    expect(logged.map((r) => r.reason)).toEqual(['原密码错误']);

    await failRows(user.mobile, '127.0.0.1', THROTTLE_RULES.accountBlockAt);
    const blocked = await t.call('POST', '/gc-manage/sys/user/updatePassword', {
      token: user.token,
      body: { password: t.encrypt('Another-pass-9'), oldPassword: t.encrypt(user.password) },
    });
    expect(blocked.status).toBe(429);
    // Nothing changed: the old password still signs in once the block is lifted.
    await t.database.db.deleteFrom('sys_login_log').where('mobile', '=', user.mobile).execute();
    expect((await loginRaw(user.mobile, t.encrypt(user.password))).code).toBe(200);
  });
});
