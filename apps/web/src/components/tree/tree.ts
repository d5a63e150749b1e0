import type { Key } from 'react';

type TreeLike = { id: number; children?: readonly TreeLike[] | undefined };

/** A tree node whose leaves carry no `children` (antd draws an expand arrow on `children: []`). */
export type TreeRow<T> = Omit<T, 'children'> & { children?: TreeRow<T>[] };

export function toTreeRows<T extends { children: readonly T[] }>(nodes: readonly T[]): TreeRow<T>[] {
  return nodes.map(({ children, ...rest }) => (children.length ? { ...rest, children: toTreeRows(children) } : rest));
}

/** Ids of every node that has children: all of them expanded. */
export function parentKeys(nodes: readonly TreeLike[] | undefined): Key[] {
  const keys: Key[] = [];
  const walk = (list: readonly TreeLike[]) =>
    list.forEach((node) => {
      if (node.children?.length) {
        keys.push(node.id);
        walk(node.children);
      }
    });
  walk(nodes ?? []);
  return keys;
}

/** A node's id and its descendants' ids: a node cannot move under itself. */
export function subtreeIds(nodes: readonly TreeLike[] | undefined, id: number | undefined): Set<number> {
  const ids = new Set<number>();
  if (id === undefined) return ids;
  const collect = (node: TreeLike) => {
    ids.add(node.id);
    node.children?.forEach(collect);
  };
  const find = (list: readonly TreeLike[]): boolean =>
    list.some((node) => (node.id === id ? (collect(node), true) : find(node.children ?? [])));
  find(nodes ?? []);
  return ids;
}

export function findNode<T extends { id: number; children: readonly T[] }>(nodes: readonly T[], id: number): T | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
