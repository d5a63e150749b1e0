import {
  id,
  orgUserListQuery,
  Perm,
  userIdBody,
  userListQuery,
  userResetPasswordBody,
  userSaveBody,
  userStateBody,
  userUpdateBody,
} from '@tenderdesk/shared';
import { z } from 'zod';
import { anyOf } from '../../platform/access.js';
import type { DomainModule } from '../../platform/module.js';
import { createUserService } from './service.js';

const idParams = z.object({ id: id('用户') });

export const userModule: DomainModule = (route, deps) => {
  const users = createUserService({ db: deps.db, loginKey: deps.loginKey, scryptCost: deps.config.scryptCost });

  route({
    method: 'POST',
    url: '/gc-manage/sys/user/list',
    access: anyOf(Perm.ORG_MANAGE),
    body: userListQuery,
    handler: async ({ actor, body }) => users.list(actor, body),
  });
  // Pickers elsewhere (approval steps, department leader, project manager) list users too.
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/orgUserlist',
    access: anyOf(Perm.ORG_MANAGE, Perm.DEPT_MANAGE, Perm.CONF_APPROVE, Perm.PROJECT_MANAGE, Perm.PROJECT_TRANSFER),
    body: orgUserListQuery,
    handler: async ({ actor, body }) => users.orgUsers(actor, body),
  });
  route({
    method: 'GET',
    url: '/gc-manage/sys/user/info/:id',
    access: anyOf(Perm.ORG_MANAGE),
    params: idParams,
    handler: async ({ actor, params }) => users.info(actor, params.id),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/save',
    access: anyOf(Perm.USER_SAVE),
    body: userSaveBody,
    message: '用户已创建，请将初始密码告知本人',
    handler: async ({ actor, body }) => users.save(actor, body),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/update',
    access: anyOf(Perm.USER_UPDATE),
    body: userUpdateBody,
    message: '保存成功',
    handler: async ({ actor, body }) => users.update(actor, body),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/randomPassword',
    access: anyOf(Perm.USER_RESET_PASSWORD),
    body: userIdBody,
    message: '已生成新密码，仅显示一次',
    handler: async ({ actor, body }) => users.randomPassword(actor, body.id),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/resetPassword',
    access: anyOf(Perm.USER_RESET_PASSWORD),
    body: userResetPasswordBody,
    message: '密码已重置',
    handler: async ({ actor, body }) => users.resetPassword(actor, body.id, body.password),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/updateState',
    access: anyOf(Perm.USER_UPDATE_STATE),
    body: userStateBody,
    message: '状态已更新',
    handler: async ({ actor, body }) => users.updateState(actor, body.id, body.state),
  });
  route({
    method: 'DELETE',
    url: '/gc-manage/sys/user/delete/:id',
    access: anyOf(Perm.USER_DELETE),
    params: idParams,
    message: '删除成功',
    handler: async ({ actor, params }) => users.remove(actor, params.id),
  });
};
