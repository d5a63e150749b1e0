import { z } from 'zod';
import { id, int, optionalId, optionalText, text } from './fields.js';

const deptFields = {
  parentId: int('上级部门', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  name: text('部门名称', { max: 50 }),
  orderNum: int('排序', { min: 0, max: 9999 }),
  leaderUserId: optionalId('负责人'),
  phone: optionalText('联系电话', { max: 30 }),
  remark: optionalText('备注', { max: 200 }),
};
/** strictObject: path, ids and timestamps are the server's; a body that sets them is refused. */
export const deptSaveBody = z.strictObject(deptFields);
export const deptUpdateBody = z.strictObject({ id: id('部门'), ...deptFields });

export type DeptSaveBody = z.infer<typeof deptSaveBody>;
export type DeptUpdateBody = z.infer<typeof deptUpdateBody>;

export type DeptRow = {
  id: number;
  parentId: number;
  name: string;
  orderNum: number;
  leaderUserId: number | null;
  leaderName: string;
  phone: string;
  remark: string;
  /** Live users whose department is this one (sub-departments not included). */
  userCount: number;
};
export type DeptNode = DeptRow & { children: DeptNode[] };
