import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { signedIn } from '../../platform/access.js';
import type { Route } from '../../platform/routes.js';
import { findNavItems } from './nav.js';

export function menuRoutes(route: Route, deps: { db: Kysely<DB> }): void {
  route({
    method: 'POST',
    url: '/gc-manage/sys/menu/nav',
    access: signedIn({ beforePasswordSet: true }),
    handler: async ({ actor }) => findNavItems(deps.db, actor),
  });
}
