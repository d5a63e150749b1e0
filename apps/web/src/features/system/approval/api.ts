import type { ApprovalFlow, ApprovalFlowSaveBody } from '@tenderdesk/shared';
import { exchange } from '../../../request/client';

export const APPROVAL_LIST_KEY = ['/gc-manage/sys/approval/list', undefined] as const;

export const approvalApi = {
  save: (body: ApprovalFlowSaveBody) => exchange<ApprovalFlow>('POST', '/gc-manage/sys/approval/save', body, { json: true }),
  remove: (businessType: string) => exchange<null>('DELETE', `/gc-manage/sys/approval/delete/${encodeURIComponent(businessType)}`),
};

export type { ApprovalFlow };
