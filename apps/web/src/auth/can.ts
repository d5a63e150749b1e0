import { hasAnyPerm, type PermCode } from '@tenderdesk/shared';
import { useSession } from '../stores/session';

/**
 * Button-level checks: a button the user cannot use is not rendered. This is
 * cosmetic — the server refuses the call anyway.
 */
export function useCan(): (...codes: PermCode[]) => boolean {
  const perms = useSession((s) => s.perms);
  return (...codes) => Boolean(perms) && hasAnyPerm(perms!, codes);
}
