import { MenuType, type MenuNode, type MenuRow, type MenuSaveBody, type MenuUpdateBody } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { recordOperation } from '../../platform/audit.js';
import { now } from '../../platform/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { countMenuChildren, findAllMenus, findMenu, findMenuAncestorIds, findMenuByCode, findMenuChildren } from './repository.js';

export type MenuService = ReturnType<typeof createMenuService>;

const MODULE = '菜单管理';

/** Catalogue key (spec'd as the unique `code`): the route path of a screen, the permission code of a button. */
const codeOf = (body: { type: number; path?: string | undefined; perms: string }) =>
  body.type === MenuType.BUTTON ? body.perms : (body.path ?? '');

export function buildMenuTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === 0 ? undefined : nodes.get(node.parentId);
    // An orphan (parent deleted outside the app) still shows, at the top level.
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function createMenuService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  async function load(executor: Executor, id: number): Promise<MenuRow> {
    const menu = await findMenu(executor, id);
    if (!menu) throw notFound('菜单');
    return menu;
  }

  async function checkParent(executor: Executor, parentId: number): Promise<void> {
    if (parentId === 0) return;
    const parent = await findMenu(executor, parentId);
    if (!parent) throw badRequest('上级菜单不存在');
    if (parent.type === MenuType.BUTTON) throw badRequest('按钮下不能再添加菜单或按钮');
  }

  async function checkCodeFree(executor: Executor, body: { type: number; path?: string | undefined; perms: string }, exceptId?: number): Promise<string> {
    const code = codeOf(body);
    const taken = await findMenuByCode(executor, code, exceptId);
    if (taken) {
      throw conflict(body.type === MenuType.BUTTON ? `权限标识 ${code} 已被按钮「${taken.name}」使用` : `路由地址 ${code} 已被菜单「${taken.name}」使用`);
    }
    return code;
  }

  /**
   * A menu's code reaches every role that ticks it, so pointing a menu at a
   * code the actor lacks would hand that code to those roles' users.
   */
  async function checkPermsHeld(executor: Executor, actor: Actor, perms: string): Promise<void> {
    if (actor.perms.has(perms) || actor.allPerms) return;
    throw forbidden(`不能把菜单的权限标识设为自己没有的权限 ${perms}`);
  }

  return {
    async tree(): Promise<MenuNode[]> {
      return buildMenuTree(await findAllMenus(db));
    },

    children(parentId: number): Promise<MenuRow[]> {
      return findMenuChildren(db, parentId);
    },

    info(id: number): Promise<MenuRow> {
      return load(db, id);
    },

    async save(actor: Actor, body: MenuSaveBody): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        await checkParent(trx, body.parentId);
        const code = await checkCodeFree(trx, body);
        const at = now();
        const { id } = await trx
          .insertInto('sys_menu')
          .values({
            parent_id: body.parentId,
            code,
            name: body.name,
            type: body.type,
            path: body.path ?? '',
            perms: body.perms,
            icon: body.icon ?? '',
            order_num: body.orderNum,
            hidden: body.hidden,
            builtin: 0,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordOperation(trx, actor, { module: MODULE, action: '新增菜单', targetType: 'menu', targetId: id, after: { ...body } });
        return { id };
      });
    },

    async update(actor: Actor, body: MenuUpdateBody): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await load(trx, body.id);
        if (before.builtin === 1) {
          // Catalogue items are what the web routes and server checks are built on.
          const fixed = before.type !== body.type || before.path !== (body.path ?? '') || before.perms !== body.perms || before.parentId !== body.parentId;
          if (fixed) throw badRequest('内置菜单只能修改名称、图标、排序和是否隐藏，类型、上级、路由地址和权限标识不能修改');
        } else {
          if (body.parentId !== before.parentId) {
            if (body.parentId === body.id) throw badRequest('上级菜单不能是自己');
            await checkParent(trx, body.parentId);
            if (body.parentId !== 0 && (await findMenuAncestorIds(trx, body.parentId)).includes(body.id)) {
              throw badRequest('上级菜单不能是自己的下级菜单');
            }
          }
          if (body.type === MenuType.BUTTON && before.type !== MenuType.BUTTON && (await countMenuChildren(trx, body.id)) > 0) {
            throw badRequest('该菜单下还有子菜单，不能改为按钮');
          }
          if (body.perms !== before.perms) await checkPermsHeld(trx, actor, body.perms);
        }
        const code = await checkCodeFree(trx, body, body.id);
        await trx
          .updateTable('sys_menu')
          .set({
            parent_id: body.parentId,
            code: before.builtin === 1 ? before.code : code,
            name: body.name,
            type: body.type,
            path: body.path ?? '',
            perms: body.perms,
            icon: body.icon ?? '',
            order_num: body.orderNum,
            hidden: body.hidden,
            updated_at: now(),
          })
          .where('id', '=', body.id)
          .execute();
        await recordOperation(trx, actor, { module: MODULE, action: '编辑菜单', targetType: 'menu', targetId: body.id, before, after: { ...body } });
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await load(trx, id);
        if (before.builtin === 1) throw forbidden(`「${before.name}」是内置菜单，不能删除，可以设为隐藏`);
        const children = await countMenuChildren(trx, id);
        if (children > 0) throw conflict(`该菜单下还有 ${children} 个子菜单或按钮，请先删除它们`);
        // Roles lose the item together with the menu: no dangling grants.
        await trx.deleteFrom('sys_role_menu').where('menu_id', '=', id).execute();
        await trx.deleteFrom('sys_menu').where('id', '=', id).execute();
        await recordOperation(trx, actor, { module: MODULE, action: '删除菜单', targetType: 'menu', targetId: id, before });
      });
    },
  };
}
