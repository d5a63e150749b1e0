import { hasAnyPerm } from '@tenderdesk/shared';
import { matchPath } from 'react-router';
import type { AppRoute } from './meta';
import { privateRoutes, publicRoutes } from './routes';

/**
 * Pure rules of spec §2 and §6, kept apart from React so they are unit-tested:
 * which routes a permission list opens, the menu they make, where `/` goes,
 * and what the guard does with a path.
 */

/** Keeps routes whose codes intersect the user's; routes without codes are open; nested alike. */
export function filterRoutes(routes: readonly AppRoute[], perms: ReadonlySet<string>): AppRoute[] {
  return routes.flatMap((route) => {
    if (!route.meta.white && !hasAnyPerm(perms, route.meta.auth ?? [])) return [];
    if (!route.children) return [route];
    const children = filterRoutes(route.children, perms);
    return children.length > 0 || route.page ? [{ ...route, children }] : [];
  });
}

export type MenuEntry = { key: string; label: string; icon?: string | undefined; children?: MenuEntry[] };

/** Menu items from allowed routes: hidden ones left out; a one-child group shows the child unless alwaysShow. */
export function buildMenu(routes: readonly AppRoute[]): MenuEntry[] {
  return routes.flatMap((route): MenuEntry[] => {
    if (route.meta.hidden || route.meta.white) return [];
    if (!route.children) return [{ key: route.path, label: route.meta.name, icon: route.meta.icon }];
    const children = buildMenu(route.children);
    if (children.length === 0) return [];
    if (children.length === 1 && !route.meta.alwaysShow) return [{ ...children[0]!, icon: children[0]!.icon ?? route.meta.icon }];
    return [{ key: route.path, label: route.meta.name, icon: route.meta.icon, children }];
  });
}

/** The first page a user may open, in menu order; null when none. */
export function firstAllowedPath(routes: readonly AppRoute[]): string | null {
  for (const route of routes) {
    if (route.meta.hidden) continue;
    if (route.children?.length) {
      const found = firstAllowedPath(route.children);
      if (found) return found;
    } else if (route.page) {
      return route.path;
    }
  }
  return null;
}

export type Matched = { route: AppRoute; chain: AppRoute[]; params: Record<string, string | undefined> };

/** The route (and its ancestors) a path opens, from the whole table. */
export function matchRoute(pathname: string, routes: readonly AppRoute[] = [...publicRoutes, ...privateRoutes], chain: AppRoute[] = []): Matched | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoute(pathname, route.children, [...chain, route]);
      if (inner) return inner;
    }
    if (route.page) {
      const match = matchPath({ path: route.path, end: true }, pathname);
      if (match) return { route, chain: [...chain, route], params: match.params };
    }
  }
  return null;
}

/** Every route on the way must be open to the user. */
export function isAllowed(matched: Matched, perms: ReadonlySet<string>): boolean {
  return matched.chain.every((route) => route.meta.white || hasAnyPerm(perms, route.meta.auth ?? []));
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'notFound' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; closeTab?: string };

/**
 * Spec §2 navigation rules. `perms` is null while the user's permissions load.
 */
export function decide(pathname: string, state: { signedIn: boolean; perms: ReadonlySet<string> | null }): GuardDecision {
  if (pathname === '/') {
    if (!state.signedIn) return { kind: 'redirect', to: '/login' };
    if (!state.perms) return { kind: 'loading' };
    return { kind: 'redirect', to: firstAllowedPath(filterRoutes(privateRoutes, state.perms)) ?? '/401' };
  }
  const matched = matchRoute(pathname);
  if (!matched) return { kind: 'notFound' };
  if (matched.route.meta.white) {
    return pathname === '/login' && state.signedIn ? { kind: 'redirect', to: '/' } : { kind: 'render' };
  }
  if (!state.signedIn) return { kind: 'redirect', to: '/login' };
  if (!state.perms) return { kind: 'loading' };
  if (!isAllowed(matched, state.perms)) return { kind: 'redirect', to: '/401', closeTab: pathname };
  return { kind: 'render' };
}

/** Menu key to highlight for a path (a hidden route names its menu via activeMenu). */
export function selectedMenuKey(pathname: string): string {
  const matched = matchRoute(pathname);
  return matched?.route.meta.activeMenu ?? matched?.route.path ?? pathname;
}
