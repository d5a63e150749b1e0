import { beforeEach, describe, expect, it } from 'vitest';
import { swrOptions } from '../../src/request/swr';
import { PINNED_PATH } from '../../src/router/routes';
import { TABS_KEY, useTabs } from '../../src/stores/tabs';
import { THEME_KEY, useUi } from '../../src/stores/ui';

const pinned = { pathname: PINNED_PATH, title: '待办事项', notDelTag: true };

beforeEach(() => {
  sessionStorage.clear();
  useTabs.setState({ tabs: [] });
});

describe('tabs (spec §2)', () => {
  it('keeps 待办事项 first and never closes it', () => {
    const tabs = useTabs.getState();
    tabs.open({ pathname: '/system/role', title: '角色管理' });
    tabs.open(pinned);
    tabs.open({ pathname: '/system/menu', title: '菜单管理' });
    expect(useTabs.getState().tabs.map((t) => t.pathname)).toEqual([PINNED_PATH, '/system/role', '/system/menu']);
    expect(tabs.close(PINNED_PATH, PINNED_PATH)).toBeNull();
    tabs.closeAll();
    expect(useTabs.getState().tabs).toEqual([pinned]);
  });

  it('closing the active tab answers its neighbour; close-others and close-right keep the pinned tab', () => {
    const tabs = useTabs.getState();
    for (const [p, t] of [[PINNED_PATH, '待办事项'], ['/a', 'A'], ['/b', 'B'], ['/c', 'C']] as const) tabs.open({ pathname: p, title: t, ...(p === PINNED_PATH ? { notDelTag: true } : {}) });
    expect(tabs.close('/b', '/b')).toBe('/c');
    expect(tabs.close('/c', '/c')).toBe('/a');
    expect(tabs.close('/a', '/x')).toBeNull();
    tabs.open({ pathname: '/a', title: 'A' });
    tabs.open({ pathname: '/b', title: 'B' });
    tabs.open({ pathname: '/c', title: 'C' });
    tabs.closeRight('/a');
    expect(useTabs.getState().tabs.map((t) => t.pathname)).toEqual([PINNED_PATH, '/a']);
    tabs.open({ pathname: '/b', title: 'B' });
    tabs.closeOthers('/b');
    expect(useTabs.getState().tabs.map((t) => t.pathname)).toEqual([PINNED_PATH, '/b']);
  });

  it('survives a reload (sessionStorage) and drops tabs the user may no longer open', () => {
    useTabs.getState().open({ pathname: '/a', title: 'A' });
    expect(JSON.parse(sessionStorage.getItem(TABS_KEY)!)).toEqual([{ pathname: '/a', title: 'A' }]);
    useTabs.getState().open({ pathname: '/b', title: 'B' });
    useTabs.getState().retain((p) => p !== '/a');
    expect(useTabs.getState().tabs.map((t) => t.pathname)).toEqual(['/b']);
  });
});

describe('theme', () => {
  it('defaults to light and remembers the choice', () => {
    expect(useUi.getState().theme).toBe('light');
    useUi.getState().setTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(useUi.getState().theme).toBe('dark');
    useUi.getState().setTheme('light');
  });
});

describe('list fetching (spec §9)', () => {
  it('does not refetch on focus, dedupes 2 s, retries 5 s (10 s slow), loading-slow 3 s (5 s slow)', () => {
    expect(swrOptions(false)).toMatchObject({ revalidateOnFocus: false, dedupingInterval: 2000, errorRetryInterval: 5000, loadingTimeout: 3000 });
    expect(swrOptions(true)).toMatchObject({ revalidateOnFocus: false, dedupingInterval: 2000, errorRetryInterval: 10_000, loadingTimeout: 5000 });
  });
});
