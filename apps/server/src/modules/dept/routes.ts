import { deptSaveBody, deptUpdateBody, id, Perm } from '@tenderdesk/shared';
import { z } from 'zod';
import { anyOf } from '../../platform/access.js';
import type { DomainModule } from '../../platform/module.js';
import { createDeptService } from './service.js';

const idParams = z.object({ id: id('部门') });

export const deptModule: DomainModule = (route, deps) => {
  const depts = createDeptService({ db: deps.db });

  // Pickers (user form, approval configuration) read the tree too.
  route({
    method: 'POST',
    url: '/gc-manage/sys/dept/tree',
    access: anyOf(Perm.DEPT_MANAGE, Perm.ORG_MANAGE, Perm.CONF_APPROVE),
    handler: async ({ actor }) => depts.tree(actor),
  });
  route({
    method: 'GET',
    url: '/gc-manage/sys/dept/info/:id',
    access: anyOf(Perm.DEPT_MANAGE),
    params: idParams,
    handler: async ({ actor, params }) => depts.info(actor, params.id),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/dept/save',
    access: anyOf(Perm.DEPT_SAVE),
    body: deptSaveBody,
    message: '保存成功',
    handler: async ({ actor, body }) => depts.save(actor, body),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/dept/update',
    access: anyOf(Perm.DEPT_UPDATE),
    body: deptUpdateBody,
    message: '保存成功',
    handler: async ({ actor, body }) => depts.update(actor, body),
  });
  route({
    method: 'DELETE',
    url: '/gc-manage/sys/dept/delete/:id',
    access: anyOf(Perm.DEPT_DELETE),
    params: idParams,
    message: '删除成功',
    handler: async ({ actor, params }) => depts.remove(actor, params.id),
  });
};
