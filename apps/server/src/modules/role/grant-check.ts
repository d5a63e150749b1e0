import type { Executor } from '../../db/database.js';
import type { Actor } from '../../platform/actor.js';
import { badRequest, forbidden } from '../../platform/errors.js';

/**
 * "Nobody can grant what they do not hold" — shared by role writes (menus
 * ticked on a role) and menu writes (the code a menu carries). Kept here so
 * every place that hands out power asks the same question.
 */

/**
 * The menus must exist, and every permission code they carry must be one the
 * actor holds (unless the actor holds everything).
 */
export async function assertMenusGrantable(executor: Executor, actor: Actor, menuIds: readonly number[]): Promise<void> {
  if (menuIds.length === 0) return;
  const menus = await executor.selectFrom('sys_menu').select(['id', 'name', 'perms']).where('id', 'in', [...menuIds]).execute();
  if (menus.length !== menuIds.length) throw badRequest('所选菜单权限不存在，请刷新后重试');
  if (actor.allPerms) return;
  const beyond = menus.filter((m) => m.perms !== '' && !actor.perms.has(m.perms));
  if (beyond.length > 0) {
    throw forbidden(`不能授予自己没有的权限：${beyond.slice(0, 5).map((m) => m.name).join('、')}${beyond.length > 5 ? ' 等' : ''}`);
  }
}

/** A data scope is wider when its code is smaller (1 全部 < 2 本部门及下级 < 3 仅本人). */
export function assertDataScopeGrantable(actor: Actor, dataScope: number): void {
  if (dataScope >= actor.dataScope || actor.allPerms) return;
  throw forbidden('不能授予比自己更大的数据范围');
}

/**
 * Assigning roles to a user (or acting on a user who holds them): the roles
 * must exist, and none may carry a permission or a data scope the actor lacks.
 */
export async function assertRolesGrantable(executor: Executor, actor: Actor, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const roles = await executor.selectFrom('sys_role').select(['id', 'all_perms', 'data_scope']).where('id', 'in', [...roleIds]).execute();
  if (roles.length !== roleIds.length) throw badRequest('所选角色不存在');
  if (actor.allPerms) return;
  const tooWide = roles.some((r) => r.all_perms === 1 || r.data_scope < actor.dataScope);
  const granted = await executor
    .selectFrom('sys_role_menu as rm')
    .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
    .select('m.perms')
    .distinct()
    .where('rm.role_id', 'in', [...roleIds])
    .where('m.perms', '!=', '')
    .execute();
  if (tooWide || granted.some((g) => !actor.perms.has(g.perms))) throw forbidden('不能分配超出自身权限的角色');
}
