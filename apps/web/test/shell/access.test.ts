import { Perm } from '@tenderdesk/shared';
import { describe, expect, it } from 'vitest';
import { buildMenu, decide, filterRoutes, firstAllowedPath, matchRoute, selectedMenuKey } from '../../src/router/access';
import type { AppRoute } from '../../src/router/meta';
import { privateRoutes, publicRoutes } from '../../src/router/routes';

const page = async () => ({ default: () => null });
const perms = (...codes: string[]) => new Set(codes);

describe('filterRoutes (spec §6)', () => {
  const table: AppRoute[] = [
    { path: '/a', meta: { name: 'A', auth: ['a'] }, children: [{ path: '/a/x', meta: { name: 'AX', auth: ['x'] }, page }, { path: '/a/open', meta: { name: 'open' }, page }] },
    { path: '/b', meta: { name: 'B', auth: ['b'] }, page },
    { path: '/c', meta: { name: 'C' }, page },
  ];

  it('keeps routes whose codes intersect, open routes, and filters children the same way', () => {
    const kept = filterRoutes(table, perms('a'));
    expect(kept.map((r) => r.path)).toEqual(['/a', '/c']);
    expect(kept[0]!.children!.map((r) => r.path)).toEqual(['/a/open']);
  });

  it('drops a group the user lacks even when a child would be allowed', () => {
    expect(filterRoutes(table, perms('x')).map((r) => r.path)).toEqual(['/c']);
  });

  it('drops a group left without children', () => {
    const onlyGated: AppRoute[] = [{ path: '/g', meta: { name: 'G' }, children: [{ path: '/g/y', meta: { name: 'Y', auth: ['y'] }, page }] }];
    expect(filterRoutes(onlyGated, perms())).toEqual([]);
  });
});

describe('buildMenu', () => {
  it('shows alwaysShow groups as groups and promotes the only child of other groups', () => {
    const routes = filterRoutes(privateRoutes, perms(Perm.SYSTEM_MENU, Perm.ORG_MANAGE, Perm.PROCESS_MANAGE, Perm.PROJECT_MANAGE));
    const menu = buildMenu(routes);
    // 招标项目流程管理 has one visible child and no alwaysShow: the child stands alone.
    expect(menu[0]).toMatchObject({ key: '/tender-project/project-manage', label: '招标项目管理' });
    // 系统管理 is alwaysShow: stays a group with its one child.
    expect(menu[1]).toMatchObject({ key: '/system', label: '系统管理', children: [{ key: '/system/auth/user', label: '权限管理' }] });
  });

  it('never lists hidden routes (the project process page) or public pages', () => {
    const all = perms(...privateRoutes.flatMap(function codes(r): string[] { return [...(r.meta.auth ?? []), ...(r.children ?? []).flatMap(codes)]; }));
    const keys = JSON.stringify(buildMenu(filterRoutes(privateRoutes, all)));
    expect(keys).not.toContain('project-process');
    expect(keys).not.toContain('"/login"');
    expect(keys).toContain('/finance/order-list');
  });
});

describe('route table', () => {
  it('holds every route of spec §2 with its permission', () => {
    const expected: Record<string, string> = {
      '/finance/order-list': 'sys:order:manage',
      '/finance/fee-check': 'sys:fee:manage',
      '/finance/margin-check': 'sys:margin:back',
      '/finance/ledger-list': 'sys:ledger:manage',
      '/tender-project/calendar': 'sys:bid:calendar',
      '/tender-project/todo': 'sys:deal:matter',
      '/tender-project/project-transfer': 'sys:project:transfer',
      '/tender-project/project-manage': 'sys:project:manage',
      '/tender-project/project-manage/project-process/:id': 'sys:project:manage',
      '/tender-project/archive-list': 'sys:archive:manage',
      '/expertManage/exportApplyList': 'sys:expert:manage',
      '/expertManage/expert': 'sys:expert:manage',
      '/expertManage/expert/expert-choose': 'sys:expert:choose',
      '/expertManage/expert/choose-result': 'sys:choose:result',
      '/expertManage/behavior': 'expert:behavior:manage',
      '/system/auth/user': 'sys:org:manage',
      '/system/approval-config': 'sys:conf:approve',
    };
    for (const [path, code] of Object.entries(expected)) {
      const matched = matchRoute(path.replace(':id', '7'));
      expect(matched?.route.meta.auth, path).toEqual([code]);
    }
    expect(matchRoute('/finance/order-list')!.chain[0]!.meta).toMatchObject({ name: '财务系统', auth: ['sys:finance:manage'], alwaysShow: true });
    expect(matchRoute('/expertManage/behavior')!.chain[0]!.meta).toMatchObject({ auth: ['expert:menu:manage'], alwaysShow: true });
    expect(matchRoute('/system/auth/user')!.chain[0]!.meta).toMatchObject({ auth: ['sys:menu:manage'], alwaysShow: true });
    expect(matchRoute('/tender-project/todo')!.route.meta.notDelTag).toBe(true);
    const publicPaths = publicRoutes.map((r) => r.path);
    expect(publicPaths).toEqual(expect.arrayContaining(['/401', '/login', '/expert/storage', '/template/tender-bulletin', '/template/tender-bulletin-ischange', '/template/win-result-info', '/template/win-notice-info', '/template/invoiceApplicationForm/:id', '/template/tenderReleaseForm/:id', '/template/agencyServiceFeeChargingNotice/:id']));
    expect(publicRoutes.every((r) => r.meta.white && r.meta.hidden)).toBe(true);
  });

  it('highlights 招标项目管理 for the hidden process route', () => {
    expect(selectedMenuKey('/tender-project/project-manage/project-process/42')).toBe('/tender-project/project-manage');
    expect(selectedMenuKey('/system/role')).toBe('/system/role');
  });
});

describe('decide (spec §2 navigation rules)', () => {
  const admin = perms(Perm.SYSTEM_MENU, Perm.ORG_MANAGE);

  it('sends a signed-out user to /login unless the route is public', () => {
    expect(decide('/system/auth/user', { signedIn: false, perms: null })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/', { signedIn: false, perms: null })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/expert/storage', { signedIn: false, perms: null })).toEqual({ kind: 'render' });
    expect(decide('/template/tenderReleaseForm/5', { signedIn: false, perms: null })).toEqual({ kind: 'render' });
    expect(decide('/login', { signedIn: false, perms: null })).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user on /login to /, and / to the first allowed route', () => {
    expect(decide('/login', { signedIn: true, perms: admin })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/', { signedIn: true, perms: admin })).toEqual({ kind: 'redirect', to: '/system/auth/user' });
    expect(decide('/', { signedIn: true, perms: perms(Perm.PROCESS_MANAGE, Perm.DEAL_MATTER, Perm.PROJECT_MANAGE) })).toEqual({ kind: 'redirect', to: '/tender-project/todo' });
    expect(decide('/', { signedIn: true, perms: perms() })).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('sends a user without permission to /401 and names the tab to close', () => {
    expect(decide('/finance/order-list', { signedIn: true, perms: admin })).toEqual({ kind: 'redirect', to: '/401', closeTab: '/finance/order-list' });
    // The group code is required too (nested filtering).
    expect(decide('/finance/order-list', { signedIn: true, perms: perms(Perm.ORDER_MANAGE) })).toMatchObject({ to: '/401' });
    expect(decide('/finance/order-list', { signedIn: true, perms: perms(Perm.ORDER_MANAGE, Perm.FINANCE_MANAGE) })).toEqual({ kind: 'render' });
  });

  it('waits for permissions, and shows 404 for unknown paths', () => {
    expect(decide('/system/auth/user', { signedIn: true, perms: null })).toEqual({ kind: 'loading' });
    expect(decide('/no/such/page', { signedIn: true, perms: admin })).toEqual({ kind: 'notFound' });
    expect(decide('/no/such/page', { signedIn: false, perms: null })).toEqual({ kind: 'notFound' });
  });

  it('first allowed route follows menu order and skips hidden routes', () => {
    expect(firstAllowedPath(filterRoutes(privateRoutes, perms(Perm.PROCESS_MANAGE, Perm.PROJECT_MANAGE)))).toBe('/tender-project/project-manage');
  });
});
