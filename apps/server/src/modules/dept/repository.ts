import { sql } from 'kysely';
import type { DeptRow } from '@tenderdesk/shared';
import type { Executor } from '../../db/database.js';

export type DeptRecordRow = DeptRow & { path: string };

/** Departments with their leader's name and head count; `where` narrows which ones. */
function selectDepts(db: Executor) {
  return db
    .selectFrom('sys_dept as d')
    .leftJoin('sys_user as l', 'l.id', 'd.leader_user_id')
    .select((eb) => [
      'd.id',
      'd.parent_id as parentId',
      'd.path',
      'd.name',
      'd.order_num as orderNum',
      'd.leader_user_id as leaderUserId',
      'l.real_name as leaderName',
      'd.phone',
      'd.remark',
      eb
        .selectFrom('sys_user as u')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('u.dept_id', '=', 'd.id')
        .where('u.deleted_at', 'is', null)
        .as('userCount'),
    ]);
}

type Raw = Omit<DeptRecordRow, 'leaderName' | 'userCount'> & { leaderName: string | null; userCount: number | string | null };
const toRow = (r: Raw): DeptRecordRow => ({ ...r, leaderName: r.leaderName ?? '', userCount: Number(r.userCount ?? 0) });

/** All departments, or only those whose path starts with `pathPrefix` (a subtree). */
export async function findDepts(db: Executor, filter: { pathPrefix?: string; id?: number } = {}): Promise<DeptRecordRow[]> {
  let query = selectDepts(db);
  // Paths hold only digits and slashes, so they carry no LIKE wildcards.
  if (filter.pathPrefix !== undefined) query = query.where('d.path', 'like', `${filter.pathPrefix}%`);
  if (filter.id !== undefined) query = query.where('d.id', '=', filter.id);
  const rows = await query.orderBy('d.order_num').orderBy('d.id').execute();
  return rows.map(toRow);
}

export async function findDept(db: Executor, id: number): Promise<DeptRecordRow | undefined> {
  return (await findDepts(db, { id }))[0];
}

export async function deptNameTakenAmongSiblings(db: Executor, parentId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('sys_dept').select('id').where('parent_id', '=', parentId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countDeptChildren(db: Executor, id: number): Promise<number> {
  const { n } = await db.selectFrom('sys_dept').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow();
  return Number(n);
}

export async function liveUserExists(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('sys_user').select('id').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** Rewrites the materialised path of a department and everything below it. */
export async function movePaths(db: Executor, oldPath: string, newPath: string, at: number): Promise<void> {
  const subtree = await db.selectFrom('sys_dept').select(['id', 'path']).where('path', 'like', `${oldPath}%`).execute();
  // Row by row keeps the SQL identical on SQLite and PostgreSQL; a subtree is small.
  for (const row of subtree) {
    await db
      .updateTable('sys_dept')
      .set({ path: newPath + row.path.slice(oldPath.length), updated_at: at })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Ids of a department and everything below it; empty when the department does not exist. */
export async function findSubtreeIds(db: Executor, deptId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_dept')
    .select('id')
    .where('path', 'like', (eb) => eb.selectFrom('sys_dept as root').select(sql<string>`root.path || '%'`.as('prefix')).where('root.id', '=', deptId))
    .execute();
  return rows.map((row) => row.id);
}
