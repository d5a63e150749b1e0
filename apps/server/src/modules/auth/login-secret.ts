import { loginSecret } from '@tenderdesk/shared';
import type { Executor } from '../../db/database.js';
import { MINUTE } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import type { LoginKey } from './login-key.js';

/** A secret older or newer than this is refused (clock skew allowance included). */
export const SECRET_MAX_AGE_MS = 2 * MINUTE;

/**
 * Opens a login secret: decrypt, check the JSON shape and the timestamp, and
 * record the nonce so the same ciphertext can never be used twice. Nonces live
 * in the database so the rule holds across several servers.
 */
export async function openLoginSecret(db: Executor, key: LoginKey, ciphertext: string, at: number): Promise<string> {
  const plaintext = key.decrypt(ciphertext);
  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext);
  } catch {
    throw badRequest('密文格式不正确，请刷新页面后重试');
  }
  const secret = loginSecret.safeParse(parsed);
  if (!secret.success) throw badRequest('密文格式不正确，请刷新页面后重试');
  if (Math.abs(at - secret.data.ts) > SECRET_MAX_AGE_MS) throw badRequest('请求已过期，请检查电脑时间后重试');
  const inserted = await db
    .insertInto('sys_login_nonce')
    .values({ nonce: secret.data.nonce, at })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw badRequest('请求已被使用过，请重新提交');
  return secret.data.password;
}

/** Nonces older than the accepted window can be forgotten: their timestamps are refused anyway. */
export async function purgeOldNonces(db: Executor, at: number): Promise<void> {
  await db.deleteFrom('sys_login_nonce').where('at', '<', at - 2 * SECRET_MAX_AGE_MS).execute();
}
