import type { LoginLogQuery, LoginLogRow, OperationLogQuery, OperationLogRow, PageResult } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { findLoginLogPage, findOperationLogPage } from './repository.js';

export type LogService = ReturnType<typeof createLogService>;

/** Read-only searches over the operation and sign-in logs (domain §9); nothing here writes. */
export function createLogService(deps: { db: Kysely<DB> }) {
  const { db } = deps;
  return {
    async operationList(q: OperationLogQuery): Promise<PageResult<OperationLogRow>> {
      const { rows, total } = await findOperationLogPage(db, q);
      return { list: rows, total, page: q.page, limit: q.limit };
    },
    async loginList(q: LoginLogQuery): Promise<PageResult<LoginLogRow>> {
      const { rows, total } = await findLoginLogPage(db, q);
      return { list: rows, total, page: q.page, limit: q.limit };
    },
  };
}
