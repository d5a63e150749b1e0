import {
  checkPasswordPolicy,
  LoginMethod,
  SmsPurpose,
  type CodeLoginBody,
  type ForgetPasswordBody,
  type LoginBody,
  type LoginMethodValue,
  type UpdatePasswordBody,
  type UserSession,
} from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Actor, RequestMeta } from '../../platform/actor.js';
import { now } from '../../platform/clock.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/crypto.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import type { SmsCodeService } from '../sms/code-service.js';
import { findUserGrants } from './grants-repository.js';
import type { LoginKey } from './login-key.js';
import { openLoginSecret } from './login-secret.js';
import { revokeUserSessions } from './session-repository.js';
import type { SessionService } from './session-service.js';
import { sleep, type LoginThrottle } from './throttle.js';

export type AuthService = ReturnType<typeof createAuthService>;

type Deps = {
  db: Kysely<DB>;
  loginKey: LoginKey;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  throttle: LoginThrottle;
  scryptCost: number;
};

const WRONG_CREDENTIALS = '手机号或密码错误';

export function createAuthService({ db, loginKey, sessions, smsCodes, throttle, scryptCost }: Deps) {
  let dummyHash: Promise<string> | undefined;

  const findUserByMobile = (mobile: string) =>
    db
      .selectFrom('sys_user')
      .select(['id', 'mobile', 'state', 'password_hash', 'real_name', 'user_name', 'avatar', 'is_set_password'])
      .where('mobile', '=', mobile)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();

  async function logAttempt(entry: { mobile: string; userId: number | null; method: LoginMethodValue; success: boolean; reason: string }, meta: RequestMeta) {
    await db
      .insertInto('sys_login_log')
      .values({
        mobile: entry.mobile,
        user_id: entry.userId,
        method: entry.method,
        success: entry.success ? 1 : 0,
        reason: entry.reason,
        ip: meta.ip,
        user_agent: meta.userAgent,
        at: now(),
      })
      .execute();
  }

  /** A failed attempt is logged before the error leaves, so the throttle counts it. */
  async function fail(entry: { mobile: string; userId: number | null; method: LoginMethodValue; reason: string }, meta: RequestMeta, error: AppError): Promise<never> {
    await logAttempt({ ...entry, success: false }, meta);
    throw error;
  }

  async function openSession(user: { id: number; mobile: string; real_name: string; user_name: string; avatar: string; is_set_password: number }, method: LoginMethodValue, meta: RequestMeta): Promise<UserSession> {
    const { token } = await sessions.start(user.id, meta);
    const at = now();
    await db.updateTable('sys_user').set({ last_login_at: at, last_login_ip: meta.ip }).where('id', '=', user.id).execute();
    await logAttempt({ mobile: user.mobile, userId: user.id, method, success: true, reason: '' }, meta);
    const grants = await findUserGrants(db, user.id);
    return {
      userId: user.id,
      token,
      userName: user.user_name,
      realName: user.real_name,
      avatar: user.avatar,
      mobile: user.mobile,
      isSetPassword: user.is_set_password === 1 ? 1 : 0,
      roles: grants.roles,
      auth: grants.perms,
    };
  }

  return {
    publicKeyPem: loginKey.publicKeyPem,

    async login(body: LoginBody, meta: RequestMeta): Promise<UserSession> {
      const method = LoginMethod.PASSWORD;
      const delay = await throttle.check(body.mobile, meta.ip, now(), 'password');
      let password: string;
      try {
        password = await openLoginSecret(db, loginKey, body.password, now());
      } catch (error) {
        return fail({ mobile: body.mobile, userId: null, method, reason: '密文无效' }, meta, error as AppError);
      }
      if (delay > 0) await sleep(delay);
      const user = await findUserByMobile(body.mobile);
      // Unknown mobile: verify against a throw-away hash so the answer takes as long.
      dummyHash ??= dummyPasswordHash(scryptCost);
      const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      if (!user || !user.password_hash || !matches) {
        return fail({ mobile: body.mobile, userId: user?.id ?? null, method, reason: '密码错误' }, meta, badRequest(WRONG_CREDENTIALS));
      }
      if (user.state !== 1) return fail({ mobile: body.mobile, userId: user.id, method, reason: '账号已停用' }, meta, forbidden('账号已停用，请联系管理员'));
      return openSession(user, method, meta);
    },

    async codeLogin(body: CodeLoginBody, meta: RequestMeta): Promise<UserSession> {
      const method = LoginMethod.CODE;
      await throttle.check(body.mobile, meta.ip, now(), 'code');
      try {
        await smsCodes.consume(body.mobile, SmsPurpose.LOGIN, body.code);
      } catch (error) {
        return fail({ mobile: body.mobile, userId: null, method, reason: '验证码错误' }, meta, error as AppError);
      }
      const user = await findUserByMobile(body.mobile);
      if (!user) return fail({ mobile: body.mobile, userId: null, method, reason: '用户不存在' }, meta, badRequest('验证码错误或已失效，请重新获取'));
      if (user.state !== 1) return fail({ mobile: body.mobile, userId: user.id, method, reason: '账号已停用' }, meta, forbidden('账号已停用，请联系管理员'));
      return openSession(user, method, meta);
    },

    /** Same answer whether or not the mobile belongs to an enabled user. */
    async sendCode(mobile: string, purpose: 'login' | 'reset', meta: RequestMeta): Promise<void> {
      const user = await findUserByMobile(mobile);
      await smsCodes.issue(mobile, purpose, meta.ip, Boolean(user && user.state === 1));
    },

    async forgetPassword(body: ForgetPasswordBody, meta: RequestMeta): Promise<void> {
      const password = await openLoginSecret(db, loginKey, body.password, now());
      const policy = checkPasswordPolicy(password, body.mobile);
      if (policy) throw badRequest(policy);
      try {
        await smsCodes.consume(body.mobile, SmsPurpose.RESET, body.code);
      } catch (error) {
        return fail({ mobile: body.mobile, userId: null, method: LoginMethod.FORGET, reason: '验证码错误' }, meta, error as AppError);
      }
      const user = await findUserByMobile(body.mobile);
      if (!user || user.state !== 1) throw badRequest('验证码错误或已失效，请重新获取');
      const hash = await hashPassword(password, scryptCost);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('sys_user').set({ password_hash: hash, is_set_password: 1, updated_at: at }).where('id', '=', user.id).execute();
        await revokeUserSessions(trx, user.id, at);
      });
      await logAttempt({ mobile: body.mobile, userId: user.id, method: LoginMethod.FORGET, success: true, reason: '重置密码' }, meta);
    },

    /** Sets one's own password; a set password needs the old one. Other sessions end. */
    async updatePassword(actor: Actor, body: UpdatePasswordBody, meta: RequestMeta): Promise<void> {
      const user = await db.selectFrom('sys_user').select(['password_hash', 'is_set_password']).where('id', '=', actor.userId).executeTakeFirstOrThrow();
      const password = await openLoginSecret(db, loginKey, body.password, now());
      if (user.is_set_password === 1) {
        if (!body.oldPassword) throw badRequest('请填写原密码');
        // A stolen session must not become a free password-guessing oracle:
        // wrong old passwords count and slow down exactly like failed sign-ins.
        const delay = await throttle.check(actor.mobile, meta.ip, now(), 'password');
        const oldPassword = await openLoginSecret(db, loginKey, body.oldPassword, now());
        if (delay > 0) await sleep(delay);
        if (!user.password_hash || !(await verifyPassword(oldPassword, user.password_hash))) {
          return fail({ mobile: actor.mobile, userId: actor.userId, method: LoginMethod.PASSWORD, reason: '原密码错误' }, meta, badRequest('原密码错误'));
        }
      }
      const policy = checkPasswordPolicy(password, actor.mobile);
      if (policy) throw badRequest(policy);
      if (user.password_hash && (await verifyPassword(password, user.password_hash))) throw badRequest('新密码不能与原密码相同');
      const hash = await hashPassword(password, scryptCost);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('sys_user').set({ password_hash: hash, is_set_password: 1, updated_at: at }).where('id', '=', actor.userId).execute();
        await revokeUserSessions(trx, actor.userId, at, actor.sessionId);
      });
    },

    async logout(actor: Actor, meta: RequestMeta): Promise<void> {
      await sessions.end(actor.sessionId);
      await logAttempt({ mobile: actor.mobile, userId: actor.userId, method: LoginMethod.LOGOUT, success: true, reason: '' }, meta);
    },
  };
}
