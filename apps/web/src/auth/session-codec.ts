import type { UserSession } from '@tenderdesk/shared';

/** Spec §9: the session is kept base64-encoded in browser storage under a user-state key. */
export const USER_STATE_KEY = 'tenderdesk:user-state';

export function encodeSession(session: UserSession): string {
  const bytes = new TextEncoder().encode(JSON.stringify(session));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Anything unreadable counts as signed out. */
export function decodeSession(stored: string | null): UserSession | null {
  if (!stored) return null;
  try {
    const binary = atob(stored);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as UserSession;
    return typeof value?.token === 'string' && typeof value.userId === 'number' ? value : null;
  } catch {
    return null;
  }
}
