import { MenuType, type MenuNode } from '@tenderdesk/shared';
import type { TreeDataNode } from 'antd';

export type MenuTreeNode = TreeDataNode & { key: number; children: MenuTreeNode[] };

export function toTreeData(nodes: MenuNode[]): MenuTreeNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.type === MenuType.BUTTON ? `${n.name}（按钮）` : n.name,
    children: toTreeData(n.children ?? []),
  }));
}

/** Every id below a node. */
export function descendantIds(nodes: MenuNode[], id: number): number[] {
  const found = findNode(nodes, id);
  const out: number[] = [];
  const walk = (list: MenuNode[]) => list.forEach((n) => (out.push(n.id), walk(n.children ?? [])));
  if (found) walk(found.children ?? []);
  return out;
}

function findNode(nodes: MenuNode[], id: number): MenuNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The tree checks each item on its own (a role may hold a page without its
 * buttons), with the cascade users expect: ticking an item ticks everything
 * below it and the groups above it (a page needs its group to be visible);
 * unticking clears everything below it.
 */
export function toggleGrant(checked: readonly number[], id: number, on: boolean, tree: MenuNode[]): number[] {
  const next = new Set(checked);
  const below = descendantIds(tree, id);
  if (on) {
    next.add(id);
    below.forEach((d) => next.add(d));
    return grantedIds([...next], tree);
  }
  next.delete(id);
  below.forEach((d) => next.delete(d));
  return [...next].sort((a, b) => a - b);
}

/** Each node's parent id (0 at the top). */
export function parentMap(nodes: MenuNode[], parent = 0, into = new Map<number, number>()): Map<number, number> {
  for (const n of nodes) {
    into.set(n.id, parent);
    parentMap(n.children ?? [], n.id, into);
  }
  return into;
}

/**
 * What the role is granted: the ticked items and every ancestor of them —
 * the tree's checked plus half-checked keys — so the screens holding a
 * ticked button open too.
 */
export function grantedIds(checked: readonly number[], tree: MenuNode[]): number[] {
  const parents = parentMap(tree);
  const out = new Set<number>();
  for (const id of checked) {
    let cur: number | undefined = id;
    while (cur && !out.has(cur)) {
      out.add(cur);
      cur = parents.get(cur);
    }
  }
  return [...out].sort((a, b) => a - b);
}
