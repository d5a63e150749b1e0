import type { PermCode } from '@tenderdesk/shared';

/**
 * Who may call a route. Every /gc-manage route declares one; the server
 * refuses to start with a route that does not (see routes.ts), and the
 * route-permission snapshot test shows every change in review.
 *
 * - public: anyone (sign-in calls, public key, expert files by capability id)
 * - signedIn: any valid session (nav, logout, own password)
 * - perms: a valid session holding at least one of the codes (spec §6)
 *
 * `beforePasswordSet` lets a user whose password is still the one-time one
 * (isSetPassword = 0) call the route; every other route answers 403 until
 * the password is changed.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn'; beforePasswordSet?: boolean }
  | { kind: 'perms'; perms: readonly PermCode[] };

export const publicAccess: Access = { kind: 'public' };
export const signedIn = (opts: { beforePasswordSet?: boolean } = {}): Access => ({ kind: 'signedIn', ...opts });
export const anyOf = (...perms: PermCode[]): Access => ({ kind: 'perms', perms });

export function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return access.beforePasswordSet ? 'signed-in (before password set)' : 'signed-in';
    case 'perms':
      return `any of: ${[...access.perms].sort().join(', ')}`;
  }
}
