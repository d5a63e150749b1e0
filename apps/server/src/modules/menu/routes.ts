import type { DomainModule } from '../../platform/module.js';
import { signedIn } from '../../platform/access.js';
import { findNavItems } from './nav.js';

export const menuModule: DomainModule = (route, deps) => {
  route({
    method: 'POST',
    url: '/gc-manage/sys/menu/nav',
    access: signedIn({ beforePasswordSet: true }),
    handler: async ({ actor }) => findNavItems(deps.db, actor),
  });
};
