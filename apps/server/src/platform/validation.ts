import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Validates input against a shared schema; the first problem becomes a Chinese 400 message. */
export function parseInput(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(describeIssue(result.error.issues[0]));
}

const hasChinese = (text: string) => /[\u4e00-\u9fa5]/.test(text);

/**
 * Our field builders (shared/schemas/fields.ts) write Chinese messages that
 * name the field; anything else (zod's English defaults) becomes a generic
 * Chinese message with the field's path.
 */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return '请求参数有误';
  if (issue.code === 'unrecognized_keys') return `不允许设置字段：${issue.keys.join('、')}`;
  const path = issue.path.map(String).join('.');
  if (hasChinese(issue.message)) return issue.path.length > 1 ? `${issue.message}（位置：${path}）` : issue.message;
  return path ? `参数 ${path} 格式不正确` : '请求参数格式不正确';
}
