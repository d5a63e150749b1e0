import { z } from 'zod';
import { LoginMethod, YesNo } from '../enums.js';
import { optionalId, optionalOneOf, optionalText, optionalTime, pageFields } from './fields.js';

function timeRangeInOrder(q: { startTime?: number | undefined; endTime?: number | undefined }): boolean {
  return q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime;
}

/** Log searches (domain §9). strictObject: an unknown filter is a client bug, not something to ignore silently. */
export const operationLogQuery = z.strictObject({
  ...pageFields,
  userName: optionalText('操作人', { max: 30 }),
  module: optionalText('模块', { max: 30 }),
  action: optionalText('操作', { max: 30 }),
  targetId: optionalText('记录编号', { max: 64 }),
  userId: optionalId('操作人'),
  startTime: optionalTime('开始时间'),
  endTime: optionalTime('结束时间'),
}).refine(timeRangeInOrder, { error: '开始时间不能晚于结束时间', path: ['startTime'] });

export const loginLogQuery = z.strictObject({
  ...pageFields,
  mobile: optionalText('手机号', { max: 11 }),
  ip: optionalText('IP', { max: 64 }),
  method: optionalOneOf('登录方式', LoginMethod.values),
  success: optionalOneOf('结果', YesNo.values),
  startTime: optionalTime('开始时间'),
  endTime: optionalTime('结束时间'),
}).refine(timeRangeInOrder, { error: '开始时间不能晚于结束时间', path: ['startTime'] });

export type OperationLogQuery = z.infer<typeof operationLogQuery>;
export type LoginLogQuery = z.infer<typeof loginLogQuery>;

export type OperationLogRow = {
  id: number;
  userId: number | null;
  userName: string;
  module: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
  requestId: string;
  at: number;
};

export type LoginLogRow = {
  id: number;
  mobile: string;
  userId: number | null;
  method: string;
  success: 0 | 1;
  reason: string;
  ip: string;
  userAgent: string;
  at: number;
};
