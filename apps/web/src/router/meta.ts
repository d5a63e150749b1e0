import type { ComponentType } from 'react';

/** Route metadata of spec §3; menus, tabs, titles and guards all derive from it. */
export type RouteMeta = {
  /** Menu, tab and page title. */
  name: string;
  /** An @ant-design/icons component name. */
  icon?: string;
  /** Not shown in the menu (detail pages, public pages). */
  hidden?: boolean;
  /** A group shown as a group even when only one child is visible. */
  alwaysShow?: boolean;
  /** Menu item to highlight while this (hidden) route is open. */
  activeMenu?: string;
  /** Public: reachable without signing in. */
  white?: boolean;
  /** Permission codes, any one of which opens the route (spec §6). */
  auth?: readonly string[];
  /** The tab cannot be closed (待办事项). */
  notDelTag?: boolean;
};

export type PageModule = { default: ComponentType };

export type AppRoute = {
  /** Absolute path; may hold params (`:id`). */
  path: string;
  meta: RouteMeta;
  /** Lazy page; groups have none. */
  page?: () => Promise<PageModule>;
  children?: AppRoute[];
};
