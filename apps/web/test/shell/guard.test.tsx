import { Perm, type NavItem } from '@tenderdesk/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { useSession } from '../../src/stores/session';
import { useTabs } from '../../src/stores/tabs';

/** The guard in a real render: hash routing, lazy pages, redirects, tab closing. */
const session = { userId: 1, token: 'tok', userName: 'a', realName: '管理员甲', avatar: '', mobile: '13800000000', isSetPassword: 1 as const, roles: [], auth: [] };
const nav = (codes: string[]): NavItem[] => codes.map((perms, id) => ({ id, parentId: 0, name: perms, path: '', perms, type: 2, icon: '', orderNum: id, hidden: 0 }));

function answerNav(codes: string[]) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '', data: nav(codes) }), { status: 200 })));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ session: null, nav: null, perms: null });
  useTabs.setState({ tabs: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('navigation guard', () => {
  it('sends a signed-out visitor of a private page to the login page', async () => {
    window.location.hash = '#/system/auth/user';
    render(<App />);
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(window.location.hash).toBe('#/login');
  });

  it('loads the menu permissions, then sends a forbidden route to /401 and closes its tab', async () => {
    answerNav([Perm.SYSTEM_MENU, Perm.ORG_MANAGE]);
    useSession.getState().signIn(session);
    useTabs.getState().open({ pathname: '/finance/order-list', title: '订单列表' });
    window.location.hash = '#/finance/order-list';
    render(<App />);
    expect(await screen.findByText('抱歉，您没有访问该页面的权限，请联系管理员。')).toBeTruthy();
    expect(window.location.hash).toBe('#/401');
    expect(useTabs.getState().tabs.map((t) => t.pathname)).not.toContain('/finance/order-list');
    expect(fetch).toHaveBeenCalledWith('/gc-manage/sys/menu/nav', expect.objectContaining({ method: 'POST' }));
  });

  it('sends / to the first allowed route and shows only the permitted menus', async () => {
    answerNav([Perm.SYSTEM_MENU, Perm.ORG_MANAGE]);
    useSession.getState().signIn(session);
    window.location.hash = '#/';
    render(<App />);
    expect(await screen.findByText('权限管理', { selector: '.ant-menu-title-content' })).toBeTruthy();
    expect(window.location.hash).toBe('#/system/auth/user');
    expect(screen.queryByText('财务系统')).toBeNull();
    expect(document.title).toBe('招标采购业务管理平台 - 权限管理');
  });

  it('shows the 404 page for an unknown path', async () => {
    window.location.hash = '#/does/not/exist';
    render(<App />);
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
  });

  it('a signed-in user opening /login is sent on', async () => {
    answerNav([Perm.SYSTEM_MENU, Perm.ORG_MANAGE]);
    useSession.getState().signIn(session);
    window.location.hash = '#/login';
    render(<App />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText('权限管理', { selector: '.ant-menu-title-content' })).toBeTruthy();
    expect(window.location.hash).toBe('#/system/auth/user');
  });
});
