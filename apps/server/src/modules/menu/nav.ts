import type { NavItem } from '@tenderdesk/shared';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../../platform/actor.js';

/**
 * Spec §7 `nav`: the menu items the user's permissions reach, each with its
 * perms. The web app intersects its route table with these (spec §6).
 */
export async function findNavItems(db: Executor, actor: Actor): Promise<NavItem[]> {
  if (actor.perms.size === 0) return [];
  const rows = await db
    .selectFrom('sys_menu')
    .select(['id', 'parent_id as parentId', 'name', 'path', 'perms', 'type', 'icon', 'order_num as orderNum', 'hidden'])
    .where('perms', 'in', [...actor.perms])
    .orderBy('parent_id')
    .orderBy('order_num')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, hidden: r.hidden === 1 ? 1 : 0 }));
}
