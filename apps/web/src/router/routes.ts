import { flattenMenuCatalogue } from '@tenderdesk/shared';
import type { AppRoute, PageModule, RouteMeta } from './meta';

/**
 * The one route table (spec §2). Names, icons and permission codes of menu
 * routes come from the shared menu catalogue — the same one the server seeds
 * its menus from — so the two cannot disagree.
 */
const catalogue = new Map(flattenMenuCatalogue().filter((item) => item.path).map((item) => [item.path!, item]));

function fromCatalogue(path: string, extra: Partial<RouteMeta> = {}): RouteMeta {
  const item = catalogue.get(path);
  if (!item) throw new Error(`menu catalogue has no ${path}`);
  return { name: item.name, ...(item.icon ? { icon: item.icon } : {}), auth: [item.perms], ...extra };
}

const placeholder = () => import('../pages/ModulePlaceholder');

function menuRoute(path: string, page: () => Promise<PageModule> = placeholder, extra: Partial<RouteMeta> = {}): AppRoute {
  return { path, meta: fromCatalogue(path, extra), page };
}

export const privateRoutes: AppRoute[] = [
  {
    path: '/tender-project',
    meta: fromCatalogue('/tender-project'),
    children: [
      menuRoute('/tender-project/todo', placeholder, { notDelTag: true }),
      menuRoute('/tender-project/calendar'),
      menuRoute('/tender-project/project-manage'),
      {
        path: '/tender-project/project-manage/project-process/:id',
        meta: { name: '招标项目流程', hidden: true, activeMenu: '/tender-project/project-manage', auth: fromCatalogue('/tender-project/project-manage').auth! },
        page: placeholder,
      },
      menuRoute('/tender-project/project-transfer'),
      menuRoute('/tender-project/archive-list'),
    ],
  },
  {
    path: '/finance',
    meta: fromCatalogue('/finance', { alwaysShow: true }),
    children: ['/finance/order-list', '/finance/fee-check', '/finance/margin-check', '/finance/ledger-list'].map((p) => menuRoute(p)),
  },
  {
    path: '/expertManage',
    meta: fromCatalogue('/expertManage', { alwaysShow: true }),
    children: [
      '/expertManage/exportApplyList',
      '/expertManage/expert',
      '/expertManage/expert/expert-choose',
      '/expertManage/expert/choose-result',
      '/expertManage/behavior',
    ].map((p) => menuRoute(p)),
  },
  {
    path: '/system',
    meta: fromCatalogue('/system', { alwaysShow: true }),
    children: [
      menuRoute('/system/auth/user', () => import('../features/system/user/UserListPage')),
      menuRoute('/system/role', () => import('../features/system/role/RoleListPage')),
      menuRoute('/system/menu', () => import('../features/system/menu/MenuListPage')),
      menuRoute('/system/dept', () => import('../features/system/dept/DeptListPage')),
      menuRoute('/system/approval-config', () => import('../features/system/approval/ApprovalConfigPage')),
      menuRoute('/system/operation-log', () => import('../features/system/log/OperationLogPage')),
      menuRoute('/system/login-log', () => import('../features/system/log/LoginLogPage')),
    ],
  },
];

const publicPage = (path: string, name: string, page: () => Promise<PageModule> = placeholder): AppRoute => ({
  path,
  meta: { name, white: true, hidden: true },
  page,
});

/** Public routes (spec §2): no sign-in, never in the menu. */
export const publicRoutes: AppRoute[] = [
  publicPage('/login', '登录', () => import('../pages/login/LoginPage')),
  publicPage('/401', '没有权限', () => import('../pages/NoPermissionPage')),
  publicPage('/expert/storage', '专家入驻入口'),
  publicPage('/template/tender-bulletin', '公告模板'),
  publicPage('/template/tender-bulletin-ischange', '公告变更模板'),
  publicPage('/template/win-result-info', '中标结果公式模板'),
  publicPage('/template/win-notice-info', '中标通知书模板'),
  publicPage('/template/invoiceApplicationForm/:id', '开发票申请单'),
  publicPage('/template/tenderReleaseForm/:id', '标书发售单'),
  publicPage('/template/agencyServiceFeeChargingNotice/:id', '代理服务费收费通知单'),
];

/** The tab that is always open, first, and cannot be closed. */
export const PINNED_PATH = '/tender-project/todo';
