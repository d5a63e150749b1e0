import { sql, type Expression, type SqlBool } from 'kysely';
import { DataScope } from '@tenderdesk/shared';
import type { Actor } from './actor.js';

/**
 * Role data scope (domain §1) as one reusable rule: every list and by-id
 * query of a scoped record passes its department and owner columns here.
 *
 * - 全部数据: no restriction
 * - 本部门及下级: the record's department is the actor's or below it (or the actor owns it)
 * - 仅本人: the record belongs to the actor
 */
export type ScopeColumns = {
  /** Qualified column holding the record's department id, e.g. 'u.dept_id'. */
  dept: string;
  /** Qualified column holding the owning user id (project manager, creator, the user itself). */
  owner: string;
};

export function scopeFilter(actor: Actor, columns: ScopeColumns): Expression<SqlBool> {
  const owner = sql.ref(columns.owner);
  if (actor.dataScope === DataScope.ALL) return sql<SqlBool>`1 = 1`;
  if (actor.dataScope === DataScope.DEPARTMENT && actor.deptPath) {
    const subtree = `${actor.deptPath}%`;
    return sql<SqlBool>`(${sql.ref(columns.dept)} in (select sd.id from sys_dept sd where sd.path like ${subtree}) or ${owner} = ${actor.userId})`;
  }
  return sql<SqlBool>`${owner} = ${actor.userId}`;
}

/** The same rule for one record already loaded (by-id reads and writes). */
export function isInScope(actor: Actor, record: { deptPath: string | null; ownerId: number | null }): boolean {
  if (actor.dataScope === DataScope.ALL) return true;
  if (record.ownerId !== null && record.ownerId === actor.userId) return true;
  if (actor.dataScope === DataScope.DEPARTMENT && actor.deptPath && record.deptPath) return record.deptPath.startsWith(actor.deptPath);
  return false;
}
