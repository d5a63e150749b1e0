import type { MenuRow } from '@tenderdesk/shared';
import type { Executor } from '../../db/database.js';

const columns = [
  'id',
  'parent_id as parentId',
  'code',
  'name',
  'type',
  'path',
  'perms',
  'icon',
  'order_num as orderNum',
  'hidden',
  'builtin',
] as const;

type RawMenu = Omit<MenuRow, 'hidden' | 'builtin'> & { hidden: number; builtin: number };
const toRow = (r: RawMenu): MenuRow => ({ ...r, hidden: r.hidden === 1 ? 1 : 0, builtin: r.builtin === 1 ? 1 : 0 });

/** Every menu in display order (parents are not guaranteed to come first). */
export async function findAllMenus(db: Executor): Promise<MenuRow[]> {
  const rows = await db.selectFrom('sys_menu').select(columns).orderBy('order_num').orderBy('id').execute();
  return rows.map(toRow);
}

export async function findMenuChildren(db: Executor, parentId: number): Promise<MenuRow[]> {
  const rows = await db.selectFrom('sys_menu').select(columns).where('parent_id', '=', parentId).orderBy('order_num').orderBy('id').execute();
  return rows.map(toRow);
}

export async function findMenu(db: Executor, id: number): Promise<MenuRow | undefined> {
  const row = await db.selectFrom('sys_menu').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The menu already using a catalogue key (path or permission code), if any. */
export function findMenuByCode(db: Executor, code: string, exceptId?: number) {
  let query = db.selectFrom('sys_menu').select(['id', 'name']).where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function countMenuChildren(db: Executor, id: number): Promise<number> {
  const { n } = await db.selectFrom('sys_menu').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow();
  return Number(n);
}

/** Ids of the menu's ancestors, nearest first (stops at the root or at a loop in bad data). */
export async function findMenuAncestorIds(db: Executor, id: number): Promise<number[]> {
  const parents = new Map((await db.selectFrom('sys_menu').select(['id', 'parent_id']).execute()).map((m) => [m.id, m.parent_id]));
  const ancestors: number[] = [];
  let current = parents.get(id);
  while (current !== undefined && current !== 0 && !ancestors.includes(current)) {
    ancestors.push(current);
    current = parents.get(current);
  }
  return ancestors;
}
