import type { DeptNode, DeptSaveBody } from '@tenderdesk/shared';
import { exchange } from '../../../request/client';

export type DeptFormValues = DeptSaveBody;

export const deptApi = {
  save: (body: DeptFormValues) => exchange<{ id: number }>('POST', '/gc-manage/sys/dept/save', body, { json: true }),
  update: (id: number, body: DeptFormValues) => exchange<null>('POST', '/gc-manage/sys/dept/update', { id, ...body }, { json: true }),
  remove: (id: number) => exchange<null>('DELETE', `/gc-manage/sys/dept/delete/${id}`),
};

export type { DeptNode };
