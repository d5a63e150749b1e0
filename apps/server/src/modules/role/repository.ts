import type { PageResult, RoleListQuery, RoleOption, RoleRow } from '@tenderdesk/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { containsText } from '../../platform/sql.js';

/** Live users holding the role (a deleted user's role rows are removed, the join is belt and braces). */
const userCountOf = (eb: ExpressionBuilder<DB & { r: DB['sys_role'] }, 'r'>) =>
  eb
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_user as u', 'u.id', 'ur.user_id')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('ur.role_id', '=', 'r.id')
    .where('u.deleted_at', 'is', null)
    .as('userCount');

const rowColumns = ['r.id', 'r.name', 'r.remark', 'r.data_scope as dataScope', 'r.state', 'r.builtin', 'r.all_perms as allPerms', 'r.created_at as createdAt'] as const;

type RawRow = Omit<RoleRow, 'builtin' | 'allPerms' | 'userCount'> & { builtin: number; allPerms: number; userCount: number | string | null };
const toRow = (r: RawRow): RoleRow => ({
  ...r,
  builtin: r.builtin === 1 ? 1 : 0,
  allPerms: r.allPerms === 1 ? 1 : 0,
  userCount: Number(r.userCount ?? 0),
});

export async function findRolePage(db: Executor, q: RoleListQuery): Promise<PageResult<RoleRow>> {
  let query = db.selectFrom('sys_role as r');
  if (q.name) query = query.where('r.name', 'like', containsText(q.name));
  if (q.state !== undefined) query = query.where('r.state', '=', q.state);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([...rowColumns, userCountOf])
    .orderBy('r.id', 'asc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { list: rows.map(toRow), total: Number(total), page: q.page, limit: q.limit };
}

export async function findRole(db: Executor, id: number): Promise<RoleRow | undefined> {
  const row = await db.selectFrom('sys_role as r').select([...rowColumns, userCountOf]).where('r.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findRoleMenuIds(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute();
  return rows.map((r) => r.menu_id);
}

export function findEnabledRoles(db: Executor): Promise<RoleOption[]> {
  return db
    .selectFrom('sys_role')
    .select(['id', 'name', 'remark', 'data_scope as dataScope'])
    .where('state', '=', 1)
    .orderBy('id')
    .execute();
}

export async function roleNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('sys_role').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function replaceRoleMenus(db: Executor, roleId: number, menuIds: readonly number[]): Promise<void> {
  await db.deleteFrom('sys_role_menu').where('role_id', '=', roleId).execute();
  if (menuIds.length > 0) {
    await db.insertInto('sys_role_menu').values(menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId }))).execute();
  }
}

/** Approval steps that name the role as approver (a deleted role would leave them without one). */
export async function countApprovalStepsOfRole(db: Executor, roleId: number): Promise<number> {
  const { n } = await db
    .selectFrom('sys_approval_step')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
