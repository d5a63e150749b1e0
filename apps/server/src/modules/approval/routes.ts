import { approvalBusinessTypeParam, approvalFlowSaveBody, Perm } from '@tenderdesk/shared';
import { anyOf } from '../../platform/access.js';
import type { DomainModule } from '../../platform/module.js';
import { createApprovalService } from './service.js';

export { findApprovalFlow, resolveStepApprovers, type ApprovalStepConfig } from './service.js';

/** Approval configuration (domain §8): one ordered flow of steps per business type. */
export const approvalModule: DomainModule = (route, deps) => {
  const approvals = createApprovalService({ db: deps.db });

  route({
    method: 'POST',
    url: '/gc-manage/sys/approval/list',
    access: anyOf(Perm.CONF_APPROVE),
    handler: async () => approvals.list(),
  });
  route({
    method: 'GET',
    url: '/gc-manage/sys/approval/info/:businessType',
    access: anyOf(Perm.CONF_APPROVE),
    params: approvalBusinessTypeParam,
    handler: async ({ params }) => approvals.info(params.businessType),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/approval/save',
    access: anyOf(Perm.APPROVAL_SAVE),
    body: approvalFlowSaveBody,
    message: '审批流程已保存',
    handler: async ({ actor, body }) => approvals.save(actor, body),
  });
  route({
    method: 'DELETE',
    url: '/gc-manage/sys/approval/delete/:businessType',
    access: anyOf(Perm.APPROVAL_DELETE),
    params: approvalBusinessTypeParam,
    message: '审批流程已删除',
    handler: async ({ actor, params }) => approvals.remove(actor, params.businessType),
  });
};
