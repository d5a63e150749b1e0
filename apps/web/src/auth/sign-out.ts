import { authApi } from '../api/auth';
import { signOutAndReload } from '../stores/session';

/** Ends the session on the server (best effort), then clears and reloads (spec §4). */
export async function signOut(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  signOutAndReload();
}
