import { RoleState, type PageResult, type RoleInfo, type RoleListQuery, type RoleOption, type RoleRow, type RoleSaveBody, type RoleUpdateBody } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { recordOperation } from '../../platform/audit.js';
import { now } from '../../platform/clock.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { assertDataScopeGrantable, assertMenusGrantable } from './grant-check.js';
import {
  countApprovalStepsOfRole,
  findEnabledRoles,
  findRole,
  findRoleMenuIds,
  findRolePage,
  replaceRoleMenus,
  roleNameTaken,
} from './repository.js';

export type RoleService = ReturnType<typeof createRoleService>;

const MODULE = '角色管理';

export function createRoleService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  async function load(executor: Executor, id: number): Promise<RoleInfo> {
    const role = await findRole(executor, id);
    if (!role) throw notFound('角色');
    return { ...role, menuIds: await findRoleMenuIds(executor, id) };
  }

  /** The built-in 超级管理员 holds everything by definition; changing it could lock everyone out. */
  function assertNotSuperAdmin(role: RoleRow, what: string): void {
    if (role.allPerms === 1) throw forbidden(`「${role.name}」是内置的超级管理员角色，不能${what}`);
  }

  return {
    list(q: RoleListQuery): Promise<PageResult<RoleRow>> {
      return findRolePage(db, q);
    },

    manageList(): Promise<RoleOption[]> {
      return findEnabledRoles(db);
    },

    info(id: number): Promise<RoleInfo> {
      return load(db, id);
    },

    async save(actor: Actor, body: RoleSaveBody): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        await assertMenusGrantable(trx, actor, body.menuIds);
        assertDataScopeGrantable(actor, body.dataScope);
        if (await roleNameTaken(trx, body.name)) throw conflict(`角色名称「${body.name}」已存在`);
        const at = now();
        const { id } = await trx
          .insertInto('sys_role')
          .values({
            name: body.name,
            remark: body.remark ?? '',
            data_scope: body.dataScope,
            state: RoleState.ENABLED,
            builtin: 0,
            all_perms: 0,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceRoleMenus(trx, id, body.menuIds);
        await recordOperation(trx, actor, { module: MODULE, action: '新增角色', targetType: 'role', targetId: id, after: { ...body } });
        return { id };
      });
    },

    async update(actor: Actor, body: RoleUpdateBody): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await load(trx, body.id);
        assertNotSuperAdmin(before, '编辑');
        // The whole resulting grant is checked, not just what is added: editing a
        // role (even its data scope) re-issues every permission it carries.
        await assertMenusGrantable(trx, actor, body.menuIds);
        assertDataScopeGrantable(actor, body.dataScope);
        if (await roleNameTaken(trx, body.name, body.id)) throw conflict(`角色名称「${body.name}」已存在`);
        await trx
          .updateTable('sys_role')
          .set({ name: body.name, remark: body.remark ?? '', data_scope: body.dataScope, updated_at: now() })
          .where('id', '=', body.id)
          .execute();
        // Takes effect on live sessions at once: grants are resolved per request.
        await replaceRoleMenus(trx, body.id, body.menuIds);
        await recordOperation(trx, actor, { module: MODULE, action: '编辑角色', targetType: 'role', targetId: body.id, before, after: { ...body } });
      });
    },

    async updateState(actor: Actor, id: number, state: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await load(trx, id);
        assertNotSuperAdmin(before, state === RoleState.ENABLED ? '启用' : '停用');
        // Enabling re-issues everything the role carries, so it is a grant like any other.
        if (state === RoleState.ENABLED && before.state !== RoleState.ENABLED) {
          await assertMenusGrantable(trx, actor, before.menuIds);
          assertDataScopeGrantable(actor, before.dataScope);
        }
        await trx.updateTable('sys_role').set({ state, updated_at: now() }).where('id', '=', id).execute();
        await recordOperation(trx, actor, {
          module: MODULE,
          action: state === RoleState.ENABLED ? '启用角色' : '停用角色',
          targetType: 'role',
          targetId: id,
          before: { state: before.state },
          after: { state },
        });
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await load(trx, id);
        assertNotSuperAdmin(before, '删除');
        // Built-in roles are the domain's defaults (domain §1): they may be changed or disabled, not removed.
        if (before.builtin === 1) throw forbidden(`「${before.name}」是内置角色，不能删除，可以停用`);
        if (before.userCount > 0) throw conflict(`该角色仍分配给 ${before.userCount} 名用户，请先解除分配后再删除`);
        const steps = await countApprovalStepsOfRole(trx, id);
        if (steps > 0) throw conflict(`该角色是 ${steps} 个审批环节的审批人，请先修改审批流程后再删除`);
        await trx.deleteFrom('sys_role_menu').where('role_id', '=', id).execute();
        await trx.deleteFrom('sys_role').where('id', '=', id).execute();
        await recordOperation(trx, actor, { module: MODULE, action: '删除角色', targetType: 'role', targetId: id, before });
      });
    },
  };
}
