import type { OrgUser, UserListQuery, UserRow } from '@tenderdesk/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../../platform/actor.js';
import { scopeFilter } from '../../platform/data-scope.js';
import { containsText } from '../../platform/sql.js';
import { findSubtreeIds } from '../dept/repository.js';

const sortColumns = {
  id: 'u.id',
  realName: 'u.real_name',
  mobile: 'u.mobile',
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
} as const;


function baseQuery(db: Executor, actor: Actor) {
  return db
    .selectFrom('sys_user as u')
    .where('u.deleted_at', 'is', null)
    .where(scopeFilter(actor, { dept: 'u.dept_id', owner: 'u.id' }));
}

export async function findUserPage(db: Executor, actor: Actor, q: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  let query = baseQuery(db, actor);
  if (q.keyword) {
    const k = containsText(q.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('u.real_name', 'like', k),
        eb('u.mobile', 'like', k),
        eb('u.user_name', 'like', k),
      ]),
    );
  }
  if (q.mobile) query = query.where('u.mobile', 'like', containsText(q.mobile));
  if (q.realName) query = query.where('u.real_name', 'like', containsText(q.realName));
  if (q.deptId !== undefined) {
    // A department filter includes its sub-departments, as users expect from a tree.
    // Resolving the ids first lets both databases use the (dept_id, id) index.
    const deptIds = await findSubtreeIds(db, q.deptId);
    if (deptIds.length === 0) return { rows: [], total: 0 };
    query = query.where('u.dept_id', 'in', deptIds);
  }
  if (q.state !== undefined) query = query.where('u.state', '=', q.state);
  if (q.roleId !== undefined) {
    const roleId = q.roleId;
    query = query.where('u.id', 'in', (eb) => eb.selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId));
  }

  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const column = sortColumns[q.orderField ?? 'id'];
  const rows = await query
    .leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .select([
      'u.id',
      'u.mobile',
      'u.user_name as userName',
      'u.real_name as realName',
      'u.avatar',
      'u.dept_id as deptId',
      'd.name as deptName',
      'u.state',
      'u.is_set_password as isSetPassword',
      'u.last_login_at as lastLoginAt',
      'u.last_login_ip as lastLoginIp',
      'u.created_at as createdAt',
    ])
    .orderBy(sql.ref(column), q.order ?? 'desc')
    .orderBy('u.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const roles = await findRolesOfUsers(db, rows.map((r) => r.id));
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      ...r,
      deptName: r.deptName ?? '',
      isSetPassword: r.isSetPassword === 1 ? 1 : 0,
      roles: roles.get(r.id) ?? [],
    })),
  };
}

export async function findRolesOfUsers(db: Executor, userIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const map = new Map<number, Array<{ id: number; name: string }>>();
  if (userIds.length === 0) return map;
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id as userId', 'r.id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute();
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.userId, list);
  }
  return map;
}

export async function findOrgUsers(db: Executor, actor: Actor, filter: { deptId?: number | undefined; keyword?: string | undefined }): Promise<OrgUser[]> {
  let query = baseQuery(db, actor).leftJoin('sys_dept as d', 'd.id', 'u.dept_id').where('u.state', '=', 1);
  if (filter.deptId !== undefined) query = query.where('u.dept_id', '=', filter.deptId);
  if (filter.keyword) {
    const k = containsText(filter.keyword);
    query = query.where((eb) => eb.or([eb('u.real_name', 'like', k), eb('u.mobile', 'like', k)]));
  }
  const rows = await query
    .select(['u.id', 'u.real_name as realName', 'u.mobile', 'u.dept_id as deptId', 'd.name as deptName'])
    .orderBy('u.real_name')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, deptName: r.deptName ?? '' }));
}

/** One live user with the facts a scope check needs. */
export function findUserForUpdate(db: Executor, id: number) {
  return db
    .selectFrom('sys_user as u')
    .leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .select([
      'u.id',
      'u.mobile',
      'u.user_name as userName',
      'u.real_name as realName',
      'u.avatar',
      'u.dept_id as deptId',
      'd.name as deptName',
      'd.path as deptPath',
      'u.state',
      'u.is_set_password as isSetPassword',
      'u.last_login_at as lastLoginAt',
      'u.last_login_ip as lastLoginIp',
      'u.created_at as createdAt',
    ])
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function mobileTaken(db: Executor, mobile: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('sys_user').select('id').where('mobile', '=', mobile).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function replaceUserRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) {
    await db.insertInto('sys_user_role').values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId }))).execute();
  }
}
