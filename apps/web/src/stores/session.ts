import type { NavItem, UserSession } from '@tenderdesk/shared';
import { create } from 'zustand';
import { decodeSession, encodeSession, USER_STATE_KEY } from '../auth/session-codec';

/**
 * The signed-in user. The session lives base64-encoded in localStorage
 * (spec §9); the menu permissions (`nav`) are fetched after every sign-in
 * and reload, and are null until they arrive.
 */
type SessionState = {
  session: UserSession | null;
  nav: NavItem[] | null;
  perms: ReadonlySet<string> | null;
  signIn(session: UserSession): void;
  setNav(items: NavItem[]): void;
  markPasswordSet(): void;
  /** Clears the stored session (and tabs) without reloading; see signOutAndReload. */
  clear(): void;
};

function readStored(): UserSession | null {
  try {
    return decodeSession(localStorage.getItem(USER_STATE_KEY));
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>((set, get) => ({
  session: readStored(),
  nav: null,
  perms: null,
  signIn(session) {
    localStorage.setItem(USER_STATE_KEY, encodeSession(session));
    set({ session, nav: null, perms: null });
  },
  setNav(items) {
    set({ nav: items, perms: new Set(items.map((item) => item.perms).filter(Boolean)) });
  },
  markPasswordSet() {
    const session = get().session;
    if (!session) return;
    const updated = { ...session, isSetPassword: 1 as const };
    localStorage.setItem(USER_STATE_KEY, encodeSession(updated));
    set({ session: updated });
  },
  clear() {
    localStorage.removeItem(USER_STATE_KEY);
    sessionStorage.clear();
    set({ session: null, nav: null, perms: null });
  },
}));

export const getToken = (): string | undefined => useSession.getState().session?.token;

/** Spec §4: signing out clears the stored session and reloads the page. */
export function signOutAndReload(): void {
  useSession.getState().clear();
  window.location.hash = '#/login';
  window.location.reload();
}
