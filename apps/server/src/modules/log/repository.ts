import type { LoginLogQuery, LoginLogRow, OperationLogQuery, OperationLogRow } from '@tenderdesk/shared';
import type { Executor } from '../../db/database.js';
import { containsText } from '../../platform/sql.js';

/** before/after are stored as JSON text; a row that somehow is not JSON is shown as the raw text. */
function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function findOperationLogPage(db: Executor, q: OperationLogQuery): Promise<{ rows: OperationLogRow[]; total: number }> {
  let query = db.selectFrom('sys_operation_log');
  if (q.userName) query = query.where('user_name', 'like', containsText(q.userName));
  if (q.module) query = query.where('module', '=', q.module);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.targetId) query = query.where('target_id', '=', q.targetId);
  if (q.userId !== undefined) query = query.where('user_id', '=', q.userId);
  if (q.startTime !== undefined) query = query.where('at', '>=', q.startTime);
  if (q.endTime !== undefined) query = query.where('at', '<=', q.endTime);

  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'id',
      'user_id as userId',
      'user_name as userName',
      'module',
      'action',
      'target_type as targetType',
      'target_id as targetId',
      'before_json as beforeJson',
      'after_json as afterJson',
      'ip',
      'request_id as requestId',
      'at',
    ])
    // Newest first; id breaks ties between lines written in the same millisecond.
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    total: Number(total),
    rows: rows.map(({ beforeJson, afterJson, ...rest }) => ({ ...rest, before: parseJson(beforeJson), after: parseJson(afterJson) })),
  };
}

export async function findLoginLogPage(db: Executor, q: LoginLogQuery): Promise<{ rows: LoginLogRow[]; total: number }> {
  let query = db.selectFrom('sys_login_log');
  if (q.mobile) query = query.where('mobile', 'like', containsText(q.mobile));
  if (q.ip) query = query.where('ip', '=', q.ip);
  if (q.method) query = query.where('method', '=', q.method);
  if (q.success !== undefined) query = query.where('success', '=', q.success);
  if (q.startTime !== undefined) query = query.where('at', '>=', q.startTime);
  if (q.endTime !== undefined) query = query.where('at', '<=', q.endTime);

  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'mobile', 'user_id as userId', 'method', 'success', 'reason', 'ip', 'user_agent as userAgent', 'at'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { total: Number(total), rows: rows.map((r) => ({ ...r, success: r.success === 1 ? 1 : 0 })) };
}
