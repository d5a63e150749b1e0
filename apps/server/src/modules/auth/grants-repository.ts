import type { Executor } from '../../db/database.js';

export type Grants = {
  roles: Array<{ id: number; name: string }>;
  perms: string[];
  dataScope: 1 | 2 | 3;
  /** Holds an enabled all-permissions role (超级管理员): every menu, present and future. */
  allPerms: boolean;
};

/** Enabled roles of a user, the permission codes they grant, and the widest data scope. */
export async function findUserGrants(db: Executor, userId: number): Promise<Grants> {
  const roles = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name', 'r.data_scope as dataScope', 'r.all_perms as allPerms'])
    .where('ur.user_id', '=', userId)
    .where('r.state', '=', 1)
    .orderBy('r.id')
    .execute();
  if (roles.length === 0) return { roles: [], perms: [], dataScope: 3, allPerms: false };

  const everything = roles.some((r) => r.allPerms === 1);
  let query = db.selectFrom('sys_menu as m').select('m.perms').distinct().where('m.perms', '!=', '');
  if (!everything) {
    query = query
      .innerJoin('sys_role_menu as rm', 'rm.menu_id', 'm.id')
      .where('rm.role_id', 'in', roles.map((r) => r.id));
  }
  const perms = (await query.execute()).map((row) => row.perms);
  const dataScope = Math.min(...roles.map((r) => r.dataScope)) as 1 | 2 | 3;
  return { roles: roles.map(({ id, name }) => ({ id, name })), perms, dataScope, allPerms: everything };
}
