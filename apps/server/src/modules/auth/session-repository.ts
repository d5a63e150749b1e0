import type { Executor } from '../../db/database.js';

export function findLiveSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sys_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .select([
      's.id as sessionId',
      's.user_id as userId',
      's.last_seen_at as lastSeenAt',
      's.expires_at as expiresAt',
      'u.mobile',
      'u.real_name as realName',
      'u.user_name as userName',
      'u.dept_id as deptId',
      'd.path as deptPath',
      'u.state',
      'u.is_set_password as isSetPassword',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; at: number; expiresAt: number; ip: string; userAgent: string },
): Promise<number> {
  const row = await db
    .insertInto('sys_session')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      created_at: values.at,
      last_seen_at: values.at,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent.slice(0, 300),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function touchSession(db: Executor, sessionId: number, at: number): Promise<void> {
  await db.updateTable('sys_session').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Executor, sessionId: number, at: number): Promise<void> {
  await db.updateTable('sys_session').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(db: Executor, userId: number, at: number, exceptSessionId?: number): Promise<void> {
  let query = db.updateTable('sys_session').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function purgeDeadSessions(db: Executor, before: number): Promise<void> {
  await db
    .deleteFrom('sys_session')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .execute();
}
