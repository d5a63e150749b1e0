import crypto from 'node:crypto';
import { SmsPurpose, type SmsPurposeValue } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DAY, HOUR, MINUTE, now } from '../../platform/clock.js';
import { randomDigits, sha256Hex } from '../../platform/crypto.js';
import { badRequest, tooManyRequests } from '../../platform/errors.js';
import type { SmsProvider } from './provider.js';

/** Limits of issue 2, in one place. */
export const SMS_RULES = {
  validMs: 5 * MINUTE,
  maxTries: 5,
  resendAfterMs: 60_000,
  perMobilePerDay: 10,
  perIpPerHour: 30,
} as const;

const codeHash = (mobile: string, purpose: string, code: string) => sha256Hex(`${purpose}:${mobile}:${code}`);

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

export function createSmsCodeService(db: Kysely<DB>, sms: SmsProvider) {
  return {
    /**
     * Issues a code. `deliver` is false for a mobile nobody uses: the attempt is
     * still recorded (so limits hold) but nothing is sent, and the caller
     * answers the same way, so the call cannot tell which mobiles exist.
     */
    async issue(mobile: string, purpose: SmsPurposeValue, ip: string, deliver: boolean): Promise<void> {
      const at = now();
      const last = await db
        .selectFrom('sys_sms_code')
        .select('created_at')
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && at - last.created_at < SMS_RULES.resendAfterMs) {
        const wait = Math.ceil((SMS_RULES.resendAfterMs - (at - last.created_at)) / 1000);
        throw tooManyRequests(`验证码发送过于频繁，请${wait}秒后再试`, wait);
      }
      const { today } = await db
        .selectFrom('sys_sms_code')
        .select((eb) => eb.fn.countAll<number>().as('today'))
        .where('mobile', '=', mobile)
        .where('created_at', '>', at - DAY)
        .executeTakeFirstOrThrow();
      if (Number(today) >= SMS_RULES.perMobilePerDay) throw tooManyRequests('该手机号今日获取验证码次数已达上限，请明天再试');
      const { fromIp } = await db
        .selectFrom('sys_sms_code')
        .select((eb) => eb.fn.countAll<number>().as('fromIp'))
        .where('ip', '=', ip)
        .where('created_at', '>', at - HOUR)
        .executeTakeFirstOrThrow();
      if (Number(fromIp) >= SMS_RULES.perIpPerHour) throw tooManyRequests('获取验证码过于频繁，请稍后再试');

      const code = randomDigits(6);
      await db
        .insertInto('sys_sms_code')
        .values({
          mobile,
          purpose,
          code_hash: deliver ? codeHash(mobile, purpose, code) : null,
          ip,
          attempts: 0,
          created_at: at,
          expires_at: at + SMS_RULES.validMs,
        })
        .execute();
      if (!deliver) return;
      const action = purpose === SmsPurpose.RESET ? '找回密码' : '登录';
      await sms.send({
        mobile,
        purpose,
        code,
        text: `【招标采购业务管理平台】您的${action}验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
      });
    },

    /** Consumes a code: right code, right purpose, not expired, fewer than 5 tries, used once. */
    async consume(mobile: string, purpose: SmsPurposeValue, code: string): Promise<void> {
      const at = now();
      const latest = await db
        .selectFrom('sys_sms_code')
        .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const usable = latest && latest.code_hash && latest.used_at === null && latest.expires_at > at && latest.attempts < SMS_RULES.maxTries;
      if (!usable) throw badRequest('验证码错误或已失效，请重新获取');
      // Claim a try before comparing, atomically: concurrent guesses cannot all see
      // "attempts < 5" and so get more than 5 comparisons between them.
      const claimed = await db
        .updateTable('sys_sms_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', latest.id)
        .where('attempts', '<', SMS_RULES.maxTries)
        .where('used_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      if (!claimed) throw badRequest('验证码错误或已失效，请重新获取');
      const expected = Buffer.from(latest.code_hash!, 'hex');
      const actual = Buffer.from(codeHash(mobile, purpose, code), 'hex');
      if (!crypto.timingSafeEqual(expected, actual)) {
        const left = SMS_RULES.maxTries - claimed.attempts;
        throw badRequest(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取');
      }
      // Conditional update: of two concurrent uses only one finds used_at still empty.
      const used = await db
        .updateTable('sys_sms_code')
        .set({ used_at: at })
        .where('id', '=', latest.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw badRequest('验证码错误或已失效，请重新获取');
    },
  };
}
