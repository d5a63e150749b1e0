import { create } from 'zustand';
import { PINNED_PATH } from '../router/routes';

/**
 * Opened pages as tabs (spec §2). Kept in sessionStorage so they survive a
 * reload; 待办事项 is pinned first and cannot be closed.
 */
export type Tab = { pathname: string; title: string; notDelTag?: boolean };
export const TABS_KEY = 'tenderdesk:tabs';

function stored(): Tab[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(TABS_KEY) ?? '[]') as Tab[];
    return Array.isArray(value) ? value.filter((t) => typeof t?.pathname === 'string') : [];
  } catch {
    return [];
  }
}

const persist = (tabs: Tab[]) => {
  sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs));
  return tabs;
};

/** Pinned tabs first, in their own order; the rest as opened. */
const ordered = (tabs: Tab[]) => [...tabs.filter((t) => t.notDelTag), ...tabs.filter((t) => !t.notDelTag)];

type TabsState = {
  tabs: Tab[];
  open(tab: Tab): void;
  /** Answers the path to show next when the closed tab was the active one. */
  close(pathname: string, active: string): string | null;
  closeOthers(pathname: string): void;
  closeRight(pathname: string): void;
  closeAll(): void;
  /** Keeps only tabs the user may still open (after permissions load). */
  retain(isOpenable: (pathname: string) => boolean): void;
};

export const useTabs = create<TabsState>((set, get) => ({
  tabs: stored(),
  open(tab) {
    const tabs = get().tabs;
    const index = tabs.findIndex((t) => t.pathname === tab.pathname);
    const next = index >= 0 ? tabs.map((t, i) => (i === index ? { ...t, title: tab.title } : t)) : [...tabs, tab];
    set({ tabs: persist(ordered(next)) });
  },
  close(pathname, active) {
    const tabs = get().tabs;
    const index = tabs.findIndex((t) => t.pathname === pathname);
    if (index < 0 || tabs[index]!.notDelTag) return null;
    const next = tabs.filter((t) => t.pathname !== pathname);
    set({ tabs: persist(next) });
    if (pathname !== active) return null;
    return (next[index] ?? next[index - 1] ?? next[0])?.pathname ?? PINNED_PATH;
  },
  closeOthers(pathname) {
    set({ tabs: persist(get().tabs.filter((t) => t.notDelTag || t.pathname === pathname)) });
  },
  closeRight(pathname) {
    const tabs = get().tabs;
    const index = tabs.findIndex((t) => t.pathname === pathname);
    set({ tabs: persist(tabs.filter((t, i) => i <= index || t.notDelTag)) });
  },
  closeAll() {
    set({ tabs: persist(get().tabs.filter((t) => t.notDelTag)) });
  },
  retain(isOpenable) {
    set({ tabs: persist(get().tabs.filter((t) => isOpenable(t.pathname))) });
  },
}));
