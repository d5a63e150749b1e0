import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';
import { DAY, HOUR, now } from './platform/clock.js';
import { purgeOldNonces } from './modules/auth/login-secret.js';
import { purgeDeadSessions } from './modules/auth/session-repository.js';

/** Periodic clean-up of expired nonces and sessions; safe to run on several servers at once. */
export function startHousekeeping(db: Kysely<DB>, log: { warn(obj: object, msg: string): void }): () => void {
  const run = async () => {
    const at = now();
    await purgeOldNonces(db, at);
    await purgeDeadSessions(db, at - 7 * DAY);
  };
  const timer = setInterval(() => run().catch((err: unknown) => log.warn({ err }, 'housekeeping failed')), HOUR);
  timer.unref();
  void run().catch((err: unknown) => log.warn({ err }, 'housekeeping failed'));
  return () => clearInterval(timer);
}
