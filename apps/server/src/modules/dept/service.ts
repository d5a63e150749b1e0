import { DataScope, type DeptNode, type DeptRow, type DeptSaveBody, type DeptUpdateBody } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { recordOperation } from '../../platform/audit.js';
import { now } from '../../platform/clock.js';
import { isInScope } from '../../platform/data-scope.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import {
  countDeptChildren,
  deptNameTakenAmongSiblings,
  findDept,
  findDepts,
  liveUserExists,
  movePaths,
  type DeptRecordRow,
} from './repository.js';

export type DeptService = ReturnType<typeof createDeptService>;

const MODULE = '部门管理';

const toPublic = ({ path: _path, ...row }: DeptRecordRow): DeptRow => row;

/** Nodes whose parent is not visible become roots, so a scoped tree starts at the actor's department. */
export function buildDeptTree(rows: DeptRecordRow[]): DeptNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...toPublic(r), children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * Reading: 全部 sees every department, 本部门及下级 its subtree, 仅本人 only
 * the department it belongs to (so the user's own place in the tree still shows).
 */
function canRead(actor: Actor, dept: { id: number; path: string }): boolean {
  if (actor.dataScope === DataScope.ALL) return true;
  if (actor.dataScope === DataScope.DEPARTMENT && actor.deptPath) return dept.path.startsWith(actor.deptPath);
  return actor.deptId === dept.id;
}

/** Writing follows the platform rule: a department has no owner, so 仅本人 may write none. */
const canWrite = (actor: Actor, dept: { path: string }) => isInScope(actor, { deptPath: dept.path, ownerId: null });

export function createDeptService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  async function loadReadable(executor: Executor, actor: Actor, id: number): Promise<DeptRecordRow> {
    const dept = await findDept(executor, id);
    if (!dept || !canRead(actor, dept)) throw notFound('部门');
    return dept;
  }

  async function loadWritable(executor: Executor, actor: Actor, id: number): Promise<DeptRecordRow> {
    const dept = await loadReadable(executor, actor, id);
    if (!canWrite(actor, dept)) throw forbidden('该部门不在您的数据范围内，不能修改');
    return dept;
  }

  /** The parent must exist and lie in the actor's scope; only 全部数据 may add top-level departments. */
  async function checkParent(executor: Executor, actor: Actor, parentId: number): Promise<string> {
    if (parentId === 0) {
      if (actor.dataScope !== DataScope.ALL) throw forbidden('只有数据范围为全部数据的角色才能创建顶级部门');
      return '/';
    }
    const parent = await findDept(executor, parentId);
    if (!parent) throw badRequest('上级部门不存在');
    // As in the user form (user/service checkDept): a clear refusal beats a puzzling "does not exist".
    if (!canWrite(actor, parent)) throw forbidden('上级部门不在您的数据范围内');
    return parent.path;
  }

  async function checkLeader(executor: Executor, leaderUserId: number | undefined): Promise<void> {
    if (leaderUserId !== undefined && !(await liveUserExists(executor, leaderUserId))) throw badRequest('所选负责人不存在或已删除');
  }

  return {
    async tree(actor: Actor): Promise<DeptNode[]> {
      if (actor.dataScope === DataScope.ALL) return buildDeptTree(await findDepts(db));
      if (actor.dataScope === DataScope.DEPARTMENT && actor.deptPath) return buildDeptTree(await findDepts(db, { pathPrefix: actor.deptPath }));
      if (actor.deptId === null) return [];
      return buildDeptTree(await findDepts(db, { id: actor.deptId }));
    },

    async info(actor: Actor, id: number): Promise<DeptRow> {
      return toPublic(await loadReadable(db, actor, id));
    },

    async save(actor: Actor, body: DeptSaveBody): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        const parentPath = await checkParent(trx, actor, body.parentId);
        await checkLeader(trx, body.leaderUserId);
        if (await deptNameTakenAmongSiblings(trx, body.parentId, body.name)) throw conflict(`同一上级部门下已有名为「${body.name}」的部门`);
        const at = now();
        const { id } = await trx
          .insertInto('sys_dept')
          .values({
            parent_id: body.parentId,
            path: '',
            name: body.name,
            order_num: body.orderNum,
            leader_user_id: body.leaderUserId ?? null,
            phone: body.phone ?? '',
            remark: body.remark ?? '',
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The path needs the new id, so it is set right after the insert, in the same transaction.
        await trx.updateTable('sys_dept').set({ path: `${parentPath}${id}/` }).where('id', '=', id).execute();
        await recordOperation(trx, actor, { module: MODULE, action: '新增部门', targetType: 'dept', targetId: id, after: { ...body } });
        return { id };
      });
    },

    async update(actor: Actor, body: DeptUpdateBody): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await loadWritable(trx, actor, body.id);
        const moved = body.parentId !== before.parentId;
        let newPath = before.path;
        if (moved) {
          if (body.parentId === body.id) throw badRequest('上级部门不能是自己');
          const parentPath = await checkParent(trx, actor, body.parentId);
          if (parentPath.startsWith(before.path)) throw badRequest('不能把部门移到它自己的下级部门之下');
          newPath = `${parentPath}${body.id}/`;
        }
        await checkLeader(trx, body.leaderUserId);
        if (await deptNameTakenAmongSiblings(trx, body.parentId, body.name, body.id)) throw conflict(`同一上级部门下已有名为「${body.name}」的部门`);
        const at = now();
        await trx
          .updateTable('sys_dept')
          .set({
            parent_id: body.parentId,
            name: body.name,
            order_num: body.orderNum,
            leader_user_id: body.leaderUserId ?? null,
            phone: body.phone ?? '',
            remark: body.remark ?? '',
            updated_at: at,
          })
          .where('id', '=', body.id)
          .execute();
        // Data scope reads paths, so the whole subtree moves with its root or not at all.
        if (moved) await movePaths(trx, before.path, newPath, at);
        await recordOperation(trx, actor, {
          module: MODULE,
          action: moved ? '移动部门' : '编辑部门',
          targetType: 'dept',
          targetId: body.id,
          before: toPublic(before),
          after: { ...body },
        });
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await loadWritable(trx, actor, id);
        const children = await countDeptChildren(trx, id);
        if (children > 0 || before.userCount > 0) {
          const parts = [children > 0 ? `${children} 个下级部门` : '', before.userCount > 0 ? `${before.userCount} 名用户` : ''].filter(Boolean);
          throw conflict(`该部门下还有 ${parts.join('、')}，请先移走后再删除`);
        }
        await trx.deleteFrom('sys_dept').where('id', '=', id).execute();
        await recordOperation(trx, actor, { module: MODULE, action: '删除部门', targetType: 'dept', targetId: id, before: toPublic(before) });
      });
    },
  };
}
