import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { Actor, RequestMeta } from '../../platform/actor.js';
import { HOUR, MINUTE, now } from '../../platform/clock.js';
import { newToken, sha256Hex } from '../../platform/crypto.js';
import { unauthorized } from '../../platform/errors.js';
import { findUserGrants } from './grants-repository.js';
import { findLiveSession, insertSession, revokeSession, touchSession } from './session-repository.js';

/** last_seen_at is written at most this often: one write a minute, not one per request. */
const TOUCH_INTERVAL_MS = MINUTE;

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(db: Kysely<DB>, config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>) {
  const idleMs = config.sessionIdleMinutes * MINUTE;
  const maxMs = config.sessionMaxHours * HOUR;

  return {
    /** Opens a session and answers the token; only its hash is stored. */
    async start(userId: number, meta: RequestMeta, executor: Kysely<DB> = db): Promise<{ token: string; sessionId: number }> {
      const token = newToken();
      const at = now();
      const sessionId = await insertSession(executor, {
        tokenHash: sha256Hex(token),
        userId,
        at,
        expiresAt: at + maxMs,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { token, sessionId };
    },

    /** Resolves a token to its actor, or throws 401 with the reason. */
    async resolve(token: string | undefined, meta: RequestMeta): Promise<Actor> {
      if (!token || token.length > 128) throw unauthorized();
      const session = await findLiveSession(db, sha256Hex(token));
      if (!session) throw unauthorized();
      const at = now();
      if (session.expiresAt <= at || session.lastSeenAt + idleMs <= at) throw unauthorized('登录已超时，请重新登录');
      if (session.state !== 1) throw unauthorized('账号已停用，请联系管理员');
      if (at - session.lastSeenAt > TOUCH_INTERVAL_MS) await touchSession(db, session.sessionId, at);
      const grants = await findUserGrants(db, session.userId);
      return {
        userId: session.userId,
        sessionId: session.sessionId,
        mobile: session.mobile,
        realName: session.realName,
        userName: session.userName,
        deptId: session.deptId,
        deptPath: session.deptPath,
        isSetPassword: session.isSetPassword === 1 ? 1 : 0,
        roles: grants.roles,
        perms: new Set(grants.perms),
        dataScope: grants.dataScope,
        allPerms: grants.allPerms,
        ip: meta.ip,
        requestId: meta.requestId,
      };
    },

    async end(sessionId: number): Promise<void> {
      await revokeSession(db, sessionId, now());
    },
  };
}
