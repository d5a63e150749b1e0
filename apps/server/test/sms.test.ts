import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMS_RULES } from '../src/modules/sms/code-service.js';
import { lastCode, readOutbox, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => t?.close());
// Every test speaks from 127.0.0.1: keep the per-IP limits (sign-in failures, codes per hour) out of the way.
afterEach(async () => {
  await t.database.db.deleteFrom('sys_login_log').where('success', '=', 0).execute();
  await t.database.db.updateTable('sys_sms_code').set({ ip: 'earlier-test' }).execute();
});

const sendCode = (mobile: string) => t.call('POST', '/gc-manage/sys/user/sendCode', { body: { mobile } });
const sendResetCode = (mobile: string) => t.call('POST', '/gc-manage/sys/user/sendForgetPasswordCode', { body: { mobile } });
const codeLogin = (mobile: string, code: string) => t.call('POST', '/gc-manage/sys/user/codeLogin', { body: { mobile, code } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function readyUser() {
  const dept = await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow();
  const mobile = uniqueMobile();
  const saved = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '王五', deptId: dept.id, roleIds: [] } });
  expect(saved.code).toBe(200);
  const first = await t.login(mobile, saved.data.password);
  const password = `Sms-${crypto.randomBytes(5).toString('hex')}`;
  expect((await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: first.token, body: { password: t.encrypt(password) } })).code).toBe(200);
  return { id: saved.data.id as number, mobile, password, token: first.token };
}

describe('sendCode and the outbox', () => {
  it('writes one JSON line {mobile, purpose, code, text, at} and a sys_sms_message row', async () => {
    const user = await readyUser();
    const before = readOutbox(t).length;
    const answer = await sendCode(user.mobile);
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    expect(answer.data).toBeNull();
    const lines = readOutbox(t);
    expect(lines).toHaveLength(before + 1);
    const line = lines.at(-1)!;
    expect(Object.keys(line).sort()).toEqual(['at', 'code', 'mobile', 'purpose', 'text']);
    expect(line.mobile).toBe(user.mobile);
    expect(line.purpose).toBe('login');
    expect(line.code).toMatch(/^\d{6}$/);
    expect(line.text).toContain(line.code);
    expect(Number.isNaN(Date.parse(line.at))).toBe(false);
    const rows = await t.database.db.selectFrom('sys_sms_message').selectAll().where('mobile', '=', user.mobile).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('login');
    expect(rows[0]!.content).toBe(line.text);
    // The code itself is stored only hashed.
    const codes = await t.database.db.selectFrom('sys_sms_code').selectAll().where('mobile', '=', user.mobile).execute();
    expect(JSON.stringify(codes)).not.toContain(line.code);
  });

  it('an unknown mobile gets the same answer, and no message goes out', async () => {
    const known = await readyUser();
    const ghost = uniqueMobile();
    const before = readOutbox(t).length;
    const a = await sendCode(known.mobile);
    const b = await sendCode(ghost);
    expect(b.status).toBe(a.status);
    expect(b.msg).toBe(a.msg);
    expect(b.data).toEqual(a.data);
    expect(readOutbox(t).filter((l) => l.mobile === ghost)).toHaveLength(0);
    expect(readOutbox(t)).toHaveLength(before + 1);
    expect(await t.database.db.selectFrom('sys_sms_message').select('id').where('mobile', '=', ghost).execute()).toHaveLength(0);
    // The rate limit still applies to it, so the answers keep matching.
    expect((await sendCode(ghost)).status).toBe((await sendCode(known.mobile)).status);
    // And a codeLogin guess for it is refused like any wrong code.
    expect((await codeLogin(ghost, '000000')).status).toBe(400);
  });

  it('a second code sooner than 60 s answers 429', async () => {
    const user = await readyUser();
    expect((await sendCode(user.mobile)).code).toBe(200);
    const again = await sendCode(user.mobile);
    expect(again.status).toBe(429);
    expect(again.code).toBe(429);
    expect(again.msg).toContain('秒后');
    // Once the last one is older than 60 s, a new one is sent.
    await t.database.db.updateTable('sys_sms_code').set((eb) => ({ created_at: eb('created_at', '-', SMS_RULES.resendAfterMs + 1000) })).where('mobile', '=', user.mobile).execute();
    expect((await sendCode(user.mobile)).code).toBe(200);
  });

  it('at most 10 codes a day per mobile', async () => {
    const user = await readyUser();
    const at = Date.now() - 2 * 60_000;
    await t.database.db
      .insertInto('sys_sms_code')
      .values(Array.from({ length: SMS_RULES.perMobilePerDay }, (_, i) => ({ mobile: user.mobile, purpose: i % 2 ? 'login' : 'reset', code_hash: null, ip: '198.51.100.1', attempts: 0, created_at: at - i * 60_000, expires_at: at })))
      .execute();
    const answer = await sendCode(user.mobile);
    expect(answer.status).toBe(429);
    expect(answer.msg).toContain('今日');
    expect((await sendResetCode(user.mobile)).status).toBe(429);
  });
});

describe('codeLogin', () => {
  it('a code signs in once only', async () => {
    const user = await readyUser();
    await sendCode(user.mobile);
    const code = lastCode(t, user.mobile, 'login');
    const first = await codeLogin(user.mobile, code);
    expect(first.code).toBe(200);
    expect(first.data.userId).toBe(user.id);
    expect(first.data.token).toEqual(expect.any(String));
    const second = await codeLogin(user.mobile, code);
    expect(second.status).toBe(400);
    const rows = await t.database.db.selectFrom('sys_login_log').select(['method', 'success']).where('mobile', '=', user.mobile).where('method', '=', 'code').execute();
    expect(rows).toEqual(expect.arrayContaining([{ method: 'code', success: 1 }]));
  });

  it('a code is bound to its purpose', async () => {
    const user = await readyUser();
    await sendCode(user.mobile);
    const loginCode = lastCode(t, user.mobile, 'login');
    const reset = await t.call('POST', '/gc-manage/sys/user/forgetPassword', { body: { mobile: user.mobile, code: loginCode, password: t.encrypt('Never-set-2026') } });
    expect(reset.status).toBe(400);
    expect((await t.login(user.mobile, user.password)).userId).toBe(user.id);

    await sendResetCode(user.mobile);
    const resetCode = lastCode(t, user.mobile, 'reset');
    expect((await codeLogin(user.mobile, resetCode)).status).toBe(400);
    // Each still works for its own purpose.
    expect((await codeLogin(user.mobile, loginCode)).code).toBe(200);
  });

  it('five wrong tries kill the code', async () => {
    const user = await readyUser();
    await sendCode(user.mobile);
    const code = lastCode(t, user.mobile, 'login');
    for (let i = 1; i <= SMS_RULES.maxTries; i++) {
      const answer = await codeLogin(user.mobile, wrongCode(code));
      expect(answer.status).toBe(400);
      expect(answer.msg).toBe(i < SMS_RULES.maxTries ? `验证码错误，还可尝试${SMS_RULES.maxTries - i}次` : '验证码错误次数过多，请重新获取');
    }
    expect((await codeLogin(user.mobile, code)).status).toBe(400);
  });

  it('concurrent guesses cannot exceed five tries', async () => {
    const user = await readyUser();
    await sendCode(user.mobile);
    const code = lastCode(t, user.mobile, 'login');
    const guesses = Array.from({ length: 15 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => codeLogin(user.mobile, g)));
    for (const answer of answers) expect(answer.status).toBe(400);
    // Only answers that actually compared a guess say "wrong, N tries left" / "too many wrong".
    const compared = answers.filter((a) => /还可尝试|次数过多/.test(a.msg));
    expect(compared.length).toBeLessThanOrEqual(SMS_RULES.maxTries);
    const row = await t.database.db.selectFrom('sys_sms_code').select('attempts').where('mobile', '=', user.mobile).executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(SMS_RULES.maxTries);
    expect((await codeLogin(user.mobile, code)).status).toBe(400);
  });

  it('an expired code is refused', async () => {
    const user = await readyUser();
    await sendCode(user.mobile);
    const code = lastCode(t, user.mobile, 'login');
    await t.database.db.updateTable('sys_sms_code').set({ expires_at: Date.now() - 1 }).where('mobile', '=', user.mobile).execute();
    expect((await codeLogin(user.mobile, code)).status).toBe(400);
  });

  it('codes are valid for five minutes', async () => {
    const user = await readyUser();
    const from = Date.now();
    await sendCode(user.mobile);
    const row = await t.database.db.selectFrom('sys_sms_code').select(['created_at', 'expires_at']).where('mobile', '=', user.mobile).executeTakeFirstOrThrow();
    expect(row.created_at).toBeGreaterThanOrEqual(from);
    expect(row.expires_at - row.created_at).toBe(5 * 60_000);
  });

  it('a disabled user cannot sign in with a code', async () => {
    const user = await readyUser();
    await sendCode(user.mobile);
    const code = lastCode(t, user.mobile, 'login');
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: user.id, state: 0 } })).code).toBe(200);
    expect((await codeLogin(user.mobile, code)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('forgetPassword', () => {
  it('resets the password, ends every session, and the new password works', async () => {
    const user = await readyUser();
    const second = await t.login(user.mobile, user.password);
    expect((await sendResetCode(user.mobile)).code).toBe(200);
    const line = readOutbox(t).at(-1)!;
    expect(line.purpose).toBe('reset');
    expect(line.mobile).toBe(user.mobile);
    const answer = await t.call('POST', '/gc-manage/sys/user/forgetPassword', { body: { mobile: user.mobile, code: line.code, password: t.encrypt('Reset-pass-2026') } });
    expect(answer.code).toBe(200);
    for (const token of [user.token, second.token]) expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token })).status).toBe(401);
    expect((await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile: user.mobile, password: t.encrypt(user.password) } })).status).toBe(400);
    const session = await t.login(user.mobile, 'Reset-pass-2026');
    expect(session.userId).toBe(user.id);
    expect(session.isSetPassword).toBe(1);
    // The code was used up.
    const again = await t.call('POST', '/gc-manage/sys/user/forgetPassword', { body: { mobile: user.mobile, code: line.code, password: t.encrypt('Reset-pass-2027') } });
    expect(again.status).toBe(400);
  });

  it('a wrong code changes nothing', async () => {
    const user = await readyUser();
    await sendResetCode(user.mobile);
    const code = lastCode(t, user.mobile, 'reset');
    const answer = await t.call('POST', '/gc-manage/sys/user/forgetPassword', { body: { mobile: user.mobile, code: wrongCode(code), password: t.encrypt('Reset-pass-2026') } });
    expect(answer.status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/menu/nav', { token: user.token })).code).toBe(200);
    expect((await t.login(user.mobile, user.password)).userId).toBe(user.id);
  });
});
