import { loginLogQuery, operationLogQuery, Perm } from '@tenderdesk/shared';
import { anyOf } from '../../platform/access.js';
import type { DomainModule } from '../../platform/module.js';
import { createLogService } from './service.js';

export const logModule: DomainModule = (route, deps) => {
  const logs = createLogService({ db: deps.db });

  route({
    method: 'POST',
    url: '/gc-manage/sys/log/operationList',
    access: anyOf(Perm.LOG_OPERATION),
    body: operationLogQuery,
    handler: async ({ body }) => logs.operationList(body),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/log/loginList',
    access: anyOf(Perm.LOG_LOGIN),
    body: loginLogQuery,
    handler: async ({ body }) => logs.loginList(body),
  });
};
