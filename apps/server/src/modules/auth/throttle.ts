import { LoginMethod } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { MINUTE } from '../../platform/clock.js';
import { tooManyRequests } from '../../platform/errors.js';

/**
 * Failed sign-in policy (issue 2), counted from the sign-in log so it holds
 * across servers. Failures count since the last success, within a window:
 *
 * - per account: from the 3rd failure each answer is slowed (1 s, 2 s, 4 s, max 8 s);
 *   at 10 failures password sign-in for that mobile pauses until the oldest
 *   failure leaves the 15-minute window. SMS-code sign-in keeps working, so
 *   nobody can lock a real user out by guessing at their password.
 * - per IP: 30 failures in 15 minutes block that address for the window (successes
 *   from the address do not reset this count).
 *
 * Unknown mobiles are counted the same way, so the answers cannot tell them apart.
 */
export const THROTTLE_RULES = {
  windowMs: 15 * MINUTE,
  slowAfter: 3,
  maxDelayMs: 8_000,
  accountBlockAt: 10,
  ipBlockAt: 30,
} as const;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(db: Kysely<DB>, rules = THROTTLE_RULES) {
  async function failuresSince(column: 'mobile' | 'ip', value: string, since: number): Promise<number> {
    // Per account, a success forgives earlier failures. Per IP it must not: otherwise an
    // attacker clears the address's count by signing in to their own account between guesses.
    const lastSuccess =
      column === 'mobile'
        ? await db
            .selectFrom('sys_login_log')
            .select((eb) => eb.fn.max('at').as('at'))
            .where(column, '=', value)
            .where('success', '=', 1)
            .where('at', '>', since)
            .executeTakeFirst()
        : undefined;
    const from = Math.max(since, Number(lastSuccess?.at ?? 0));
    const row = await db
      .selectFrom('sys_login_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('success', '=', 0)
      // Per account only password guesses count: wrong SMS codes must not let
      // a stranger pause someone's password sign-in.
      .where('method', 'in', column === 'mobile' ? [LoginMethod.PASSWORD] : [LoginMethod.PASSWORD, LoginMethod.CODE])
      .where('at', '>', from)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    /** Throws 429 when blocked; otherwise answers how long to hold the answer back. */
    async check(mobile: string, ip: string, at: number, method: 'password' | 'code'): Promise<number> {
      const since = at - rules.windowMs;
      if ((await failuresSince('ip', ip, since)) >= rules.ipBlockAt) {
        throw tooManyRequests('登录失败次数过多，请15分钟后再试', Math.ceil(rules.windowMs / 1000));
      }
      if (method === 'code') return 0;
      const failures = await failuresSince('mobile', mobile, since);
      if (failures >= rules.accountBlockAt) {
        throw tooManyRequests('密码错误次数过多，请15分钟后再试，或使用短信验证码登录', Math.ceil(rules.windowMs / 1000));
      }
      if (failures < rules.slowAfter) return 0;
      return Math.min(1000 * 2 ** (failures - rules.slowAfter), rules.maxDelayMs);
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
