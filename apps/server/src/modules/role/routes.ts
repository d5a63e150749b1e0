import { id, Perm, roleListQuery, roleSaveBody, roleStateBody, roleUpdateBody } from '@tenderdesk/shared';
import { z } from 'zod';
import { anyOf } from '../../platform/access.js';
import type { DomainModule } from '../../platform/module.js';
import { createRoleService } from './service.js';

const idParams = z.object({ id: id('角色') });

export const roleModule: DomainModule = (route, deps) => {
  const roles = createRoleService({ db: deps.db });

  route({
    method: 'POST',
    url: '/gc-manage/sys/role/list',
    access: anyOf(Perm.ROLE_MANAGE),
    body: roleListQuery,
    handler: async ({ body }) => roles.list(body),
  });
  // Pickers: assigning roles to users, choosing a role as approver.
  route({
    method: 'POST',
    url: '/gc-manage/sys/role/manageList',
    access: anyOf(Perm.ORG_MANAGE, Perm.ROLE_MANAGE, Perm.CONF_APPROVE),
    handler: async () => roles.manageList(),
  });
  route({
    method: 'GET',
    url: '/gc-manage/sys/role/info/:id',
    access: anyOf(Perm.ROLE_MANAGE),
    params: idParams,
    handler: async ({ params }) => roles.info(params.id),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/role/save',
    access: anyOf(Perm.ROLE_SAVE),
    body: roleSaveBody,
    message: '保存成功',
    handler: async ({ actor, body }) => roles.save(actor, body),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/role/update',
    access: anyOf(Perm.ROLE_UPDATE),
    body: roleUpdateBody,
    message: '保存成功',
    handler: async ({ actor, body }) => roles.update(actor, body),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/role/updateState',
    access: anyOf(Perm.ROLE_UPDATE_STATE),
    body: roleStateBody,
    message: '状态已更新',
    handler: async ({ actor, body }) => roles.updateState(actor, body.id, body.state),
  });
  route({
    method: 'DELETE',
    url: '/gc-manage/sys/role/delete/:id',
    access: anyOf(Perm.ROLE_DELETE),
    params: idParams,
    message: '删除成功',
    handler: async ({ actor, params }) => roles.remove(actor, params.id),
  });
};
