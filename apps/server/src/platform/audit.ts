import type { Executor } from '../db/database.js';
import type { Actor } from './actor.js';
import { now } from './clock.js';

export type OperationEntry = {
  module: string;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes the operation log (who, what, which record, before/after, IP,
 * time). Call it inside the transaction that makes the change, so a change
 * and its log line commit or roll back together.
 */
export async function recordOperation(db: Executor, actor: Actor, entry: OperationEntry): Promise<void> {
  await db
    .insertInto('sys_operation_log')
    .values({
      user_id: actor.userId,
      user_name: actor.realName,
      module: entry.module,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: actor.ip,
      request_id: actor.requestId,
      at: now(),
    })
    .execute();
}
