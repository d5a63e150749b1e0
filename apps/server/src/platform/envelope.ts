import type { Envelope } from '@tenderdesk/shared';

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, msg, data };
}
