import { id, menuParentQuery, menuSaveBody, menuUpdateBody, Perm } from '@tenderdesk/shared';
import { z } from 'zod';
import { anyOf, signedIn } from '../../platform/access.js';
import type { DomainModule } from '../../platform/module.js';
import { findNavItems } from './nav.js';
import { createMenuService } from './service.js';

const idParams = z.object({ id: id('菜单') });

export const menuModule: DomainModule = (route, deps) => {
  const menus = createMenuService({ db: deps.db });

  route({
    method: 'POST',
    url: '/gc-manage/sys/menu/nav',
    access: signedIn({ beforePasswordSet: true }),
    handler: async ({ actor }) => findNavItems(deps.db, actor),
  });
  // The role form ticks menus from the same tree, so role managers read it too.
  route({
    method: 'POST',
    url: '/gc-manage/sys/menu/list',
    access: anyOf(Perm.MENU_CONFIG, Perm.ROLE_MANAGE),
    handler: async () => menus.tree(),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/menu/getListByParentId',
    access: anyOf(Perm.MENU_CONFIG, Perm.ROLE_MANAGE),
    body: menuParentQuery,
    handler: async ({ body }) => menus.children(body.parentId),
  });
  route({
    method: 'GET',
    url: '/gc-manage/sys/menu/info/:id',
    access: anyOf(Perm.MENU_CONFIG),
    params: idParams,
    handler: async ({ params }) => menus.info(params.id),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/menu/save',
    access: anyOf(Perm.MENU_SAVE),
    body: menuSaveBody,
    message: '保存成功',
    handler: async ({ actor, body }) => menus.save(actor, body),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/menu/update',
    access: anyOf(Perm.MENU_UPDATE),
    body: menuUpdateBody,
    message: '保存成功',
    handler: async ({ actor, body }) => menus.update(actor, body),
  });
  route({
    method: 'DELETE',
    url: '/gc-manage/sys/menu/delete/:id',
    access: anyOf(Perm.MENU_DELETE),
    params: idParams,
    message: '删除成功',
    handler: async ({ actor, params }) => menus.remove(actor, params.id),
  });
};
