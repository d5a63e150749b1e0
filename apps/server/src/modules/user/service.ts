import {
  checkPasswordPolicy,
  UserState,
  type OneTimePassword,
  type OrgUser,
  type PageResult,
  type UserListQuery,
  type UserRow,
  type UserSaveBody,
  type UserUpdateBody,
} from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { recordOperation } from '../../platform/audit.js';
import { now } from '../../platform/clock.js';
import { generatePassword, hashPassword } from '../../platform/crypto.js';
import { isInScope } from '../../platform/data-scope.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { openLoginSecret } from '../auth/login-secret.js';
import type { LoginKey } from '../auth/login-key.js';
import { revokeUserSessions } from '../auth/session-repository.js';
import { assertRolesGrantable } from '../role/grant-check.js';
import { findRolesOfUsers, findOrgUsers, findUserForUpdate, findUserPage, mobileTaken, replaceUserRoles } from './repository.js';

export type UserService = ReturnType<typeof createUserService>;

const MODULE = '用户管理';

export function createUserService(deps: { db: Kysely<DB>; loginKey: LoginKey; scryptCost: number }) {
  const { db, loginKey, scryptCost } = deps;

  /** Loads a user the actor may see; anything else is "not found" (no existence leak). */
  async function loadInScope(executor: Executor, actor: Actor, id: number) {
    const user = await findUserForUpdate(executor, id);
    if (!user || !isInScope(actor, { deptPath: user.deptPath, ownerId: user.id })) throw notFound('用户');
    return user;
  }

  async function toRow(executor: Executor, user: NonNullable<Awaited<ReturnType<typeof findUserForUpdate>>>): Promise<UserRow> {
    const roles = await findRolesOfUsers(executor, [user.id]);
    const { deptPath: _path, ...rest } = user;
    return { ...rest, deptName: user.deptName ?? '', isSetPassword: user.isSetPassword === 1 ? 1 : 0, roles: roles.get(user.id) ?? [] };
  }

  /** The department must exist and lie inside the actor's data scope. */
  async function checkDept(executor: Executor, actor: Actor, deptId: number): Promise<void> {
    const dept = await executor.selectFrom('sys_dept').select(['id', 'path']).where('id', '=', deptId).executeTakeFirst();
    if (!dept) throw badRequest('所选部门不存在');
    if (!isInScope(actor, { deptPath: dept.path, ownerId: null })) throw forbidden('不能把用户放到数据范围以外的部门');
  }

  /**
   * Acting on an account (its password, mobile, state, existence) is taking it over:
   * allowed only on users whose roles hold no more power than the actor's own.
   */
  async function checkCanManage(executor: Executor, actor: Actor, userId: number): Promise<void> {
    const held = await executor.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute();
    try {
      await assertRolesGrantable(executor, actor, held.map((r) => r.role_id));
    } catch {
      throw forbidden('不能管理权限高于自己的用户');
    }
  }

  async function issueOneTimePassword(executor: Executor, userId: number, at: number): Promise<string> {
    const password = generatePassword();
    const hash = await hashPassword(password, scryptCost);
    await executor.updateTable('sys_user').set({ password_hash: hash, is_set_password: 0, updated_at: at }).where('id', '=', userId).execute();
    await revokeUserSessions(executor, userId, at);
    return password;
  }

  return {
    async list(actor: Actor, q: UserListQuery): Promise<PageResult<UserRow>> {
      const { rows, total } = await findUserPage(db, actor, q);
      return { list: rows, total, page: q.page, limit: q.limit };
    },

    orgUsers(actor: Actor, filter: { deptId?: number | undefined; keyword?: string | undefined }): Promise<OrgUser[]> {
      return findOrgUsers(db, actor, filter);
    },

    async info(actor: Actor, id: number): Promise<UserRow> {
      return toRow(db, await loadInScope(db, actor, id));
    },

    /** Creates a user with a one-time password (shown once; must be changed at first sign-in). */
    async save(actor: Actor, body: UserSaveBody): Promise<OneTimePassword> {
      return db.transaction().execute(async (trx) => {
        await checkDept(trx, actor, body.deptId);
        await assertRolesGrantable(trx, actor, body.roleIds);
        if (await mobileTaken(trx, body.mobile)) throw conflict('该手机号已被其他用户使用');
        const at = now();
        const { id } = await trx
          .insertInto('sys_user')
          .values({
            mobile: body.mobile,
            real_name: body.realName,
            user_name: body.userName ?? body.realName,
            avatar: body.avatar ?? '',
            dept_id: body.deptId,
            state: UserState.ENABLED,
            is_set_password: 0,
            created_at: at,
            updated_at: at,
            created_by: actor.userId,
            updated_by: actor.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceUserRoles(trx, id, body.roleIds);
        const password = await issueOneTimePassword(trx, id, at);
        await recordOperation(trx, actor, { module: MODULE, action: '新增用户', targetType: 'user', targetId: id, after: { ...body } });
        return { id, password };
      });
    },

    async update(actor: Actor, body: UserUpdateBody): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await toRow(trx, await loadInScope(trx, actor, body.id));
        await checkCanManage(trx, actor, body.id);
        await checkDept(trx, actor, body.deptId);
        const roleIds = body.roleIds;
        const rolesChanged = JSON.stringify(before.roles.map((r) => r.id).sort()) !== JSON.stringify([...roleIds].sort());
        if (rolesChanged) {
          if (body.id === actor.userId) throw forbidden('不能修改自己的角色');
          await assertRolesGrantable(trx, actor, roleIds);
        }
        if (await mobileTaken(trx, body.mobile, body.id)) throw conflict('该手机号已被其他用户使用');
        await trx
          .updateTable('sys_user')
          .set({
            mobile: body.mobile,
            real_name: body.realName,
            user_name: body.userName ?? body.realName,
            avatar: body.avatar ?? before.avatar,
            dept_id: body.deptId,
            updated_at: now(),
            updated_by: actor.userId,
          })
          .where('id', '=', body.id)
          .execute();
        // Role changes take effect at once: permissions are read per request.
        if (rolesChanged) await replaceUserRoles(trx, body.id, roleIds);
        await recordOperation(trx, actor, { module: MODULE, action: '编辑用户', targetType: 'user', targetId: body.id, before, after: { ...body } });
      });
    },

    async randomPassword(actor: Actor, id: number): Promise<OneTimePassword> {
      return db.transaction().execute(async (trx) => {
        await loadInScope(trx, actor, id);
        await checkCanManage(trx, actor, id);
        const password = await issueOneTimePassword(trx, id, now());
        await recordOperation(trx, actor, { module: MODULE, action: '生成随机密码', targetType: 'user', targetId: id });
        return { id, password };
      });
    },

    /** An administrator sets a password; the user must change it at next sign-in. */
    async resetPassword(actor: Actor, id: number, cipher: string): Promise<void> {
      const user = await loadInScope(db, actor, id);
      await checkCanManage(db, actor, id);
      const password = await openLoginSecret(db, loginKey, cipher, now());
      const policy = checkPasswordPolicy(password, user.mobile);
      if (policy) throw badRequest(policy);
      const hash = await hashPassword(password, scryptCost);
      await db.transaction().execute(async (trx) => {
        const at = now();
        await trx.updateTable('sys_user').set({ password_hash: hash, is_set_password: 0, updated_at: at, updated_by: actor.userId }).where('id', '=', id).execute();
        await revokeUserSessions(trx, id, at);
        await recordOperation(trx, actor, { module: MODULE, action: '重置密码', targetType: 'user', targetId: id });
      });
    },

    async updateState(actor: Actor, id: number, state: number): Promise<void> {
      if (id === actor.userId) throw forbidden('不能停用或启用自己的账号');
      await db.transaction().execute(async (trx) => {
        const user = await loadInScope(trx, actor, id);
        await checkCanManage(trx, actor, id);
        const at = now();
        await trx.updateTable('sys_user').set({ state, updated_at: at, updated_by: actor.userId }).where('id', '=', id).execute();
        if (state !== UserState.ENABLED) await revokeUserSessions(trx, id, at);
        await recordOperation(trx, actor, {
          module: MODULE,
          action: state === UserState.ENABLED ? '启用用户' : '停用用户',
          targetType: 'user',
          targetId: id,
          before: { state: user.state },
          after: { state },
        });
      });
    },

    /** Soft delete: the row stays for history (logs, project managers); the mobile is freed. */
    async remove(actor: Actor, id: number): Promise<void> {
      if (id === actor.userId) throw forbidden('不能删除自己的账号');
      await db.transaction().execute(async (trx) => {
        const before = await toRow(trx, await loadInScope(trx, actor, id));
        await checkCanManage(trx, actor, id);
        const at = now();
        await trx.updateTable('sys_user').set({ deleted_at: at, state: UserState.DISABLED, updated_at: at, updated_by: actor.userId }).where('id', '=', id).execute();
        await trx.deleteFrom('sys_user_role').where('user_id', '=', id).execute();
        // A deleted user no longer leads a department.
        await trx.updateTable('sys_dept').set({ leader_user_id: null }).where('leader_user_id', '=', id).execute();
        await revokeUserSessions(trx, id, at);
        await recordOperation(trx, actor, { module: MODULE, action: '删除用户', targetType: 'user', targetId: id, before });
      });
    },
  };
}
