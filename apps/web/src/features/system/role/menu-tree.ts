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

/** Ids of nodes without children. */
export function leafIds(nodes: MenuNode[], into = new Set<number>()): Set<number> {
  for (const n of nodes) {
    if (n.children?.length) leafIds(n.children, into);
    else into.add(n.id);
  }
  return into;
}

/**
 * With checkStrictly off the tree derives a parent's state from its children,
 * so only granted leaves are handed to it: a granted parent would otherwise
 * tick every child it has.
 */
export function checkedLeaves(menuIds: readonly number[], tree: MenuNode[]): number[] {
  const leaves = leafIds(tree);
  return menuIds.filter((id) => leaves.has(id));
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
