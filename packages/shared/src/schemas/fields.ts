import { z } from 'zod';

/**
 * Field builders with Chinese messages that name the field. Every request
 * schema is built from these, so a bad value always answers e.g.
 * 「手机号格式不正确」 rather than a library's English text.
 *
 * Form-encoded bodies carry every value as a string, so numeric builders
 * accept digit strings, and optional builders treat '' as absent.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim()) ? Number(v) : v);

const missingOr = (label: string, wrongType: string) => (iss: { input: unknown }) =>
  iss.input === undefined ? `请填写${label}` : `${label}${wrongType}`;

export function text(label: string, opts: { max: number; min?: number }) {
  const min = opts.min ?? 1;
  return z
    .string({ error: missingOr(label, '必须是文本') })
    .trim()
    .min(min, { error: min <= 1 ? `请填写${label}` : `${label}不能少于${min}个字符` })
    .max(opts.max, { error: `${label}不能超过${opts.max}个字符` });
}

export function optionalText(label: string, opts: { max: number }) {
  return z.preprocess(blankToUndefined, text(label, { max: opts.max }).optional());
}

export function int(label: string, opts: { min: number; max: number }) {
  return z.preprocess(
    digitsToNumber,
    z
      .number({ error: missingOr(label, '必须是整数') })
      .int({ error: `${label}必须是整数` })
      .min(opts.min, { error: `${label}不能小于${opts.min}` })
      .max(opts.max, { error: `${label}不能大于${opts.max}` }),
  );
}

export function optionalInt(label: string, opts: { min: number; max: number }) {
  return z.preprocess(blankToUndefined, int(label, opts).optional());
}

/** Database ids are positive integers. */
export const id = (label: string) => int(label, { min: 1, max: Number.MAX_SAFE_INTEGER });
export const optionalId = (label: string) => optionalInt(label, { min: 1, max: Number.MAX_SAFE_INTEGER });

/** A list of ids; accepts `a[]=1&a[]=2`, a single `a=1`, or a JSON array. */
export function idList(label: string, opts: { max: number } = { max: 1000 }) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === '' || v === null) return [];
      const list = Array.isArray(v) ? v : [v];
      return list.filter((item) => item !== '');
    },
    z
      .array(id(label), { error: `${label}必须是列表` })
      .max(opts.max, { error: `${label}最多${opts.max}项` })
      .transform((ids) => [...new Set(ids)]),
  );
}

/** A value from a fixed set (an enumeration's values). */
export function oneOf<const V extends number | string>(label: string, values: readonly V[]) {
  const numeric = typeof values[0] === 'number';
  return z.preprocess(numeric ? digitsToNumber : (v) => v, z.custom<V>(
    (v) => (values as readonly unknown[]).includes(v),
    { error: (iss) => (iss.input === undefined ? `请选择${label}` : `${label}的取值无效`) },
  ));
}

export function optionalOneOf<const V extends number | string>(label: string, values: readonly V[]) {
  return z.preprocess(blankToUndefined, oneOf(label, values).optional());
}

export const mobile = (label = '手机号') =>
  z
    .string({ error: missingOr(label, '必须是文本') })
    .trim()
    .regex(/^1[3-9]\d{9}$/, { error: `${label}格式不正确` });

export const smsCode = () =>
  z.string({ error: missingOr('验证码', '必须是文本') }).trim().regex(/^\d{6}$/, { error: '验证码应为6位数字' });

/** An RSA-OAEP ciphertext, base64 (2048–4096-bit keys give 344–684 characters). */
export const cipherText = (label: string) =>
  z
    .string({ error: missingOr(label, '必须是文本') })
    .trim()
    .min(16, { error: `${label}密文无效` })
    .max(1024, { error: `${label}密文无效` })
    .regex(/^[A-Za-z0-9+/=_-]+$/, { error: `${label}密文无效` });

/** Epoch milliseconds (form-encoded as digits). */
export const optionalTime = (label: string) => optionalInt(label, { min: 0, max: 8_640_000_000_000_000 });

export const pageFields = {
  page: z.preprocess(blankToUndefined, int('页码', { min: 1, max: 100_000 }).default(1)),
  limit: z.preprocess(blankToUndefined, int('每页条数', { min: 1, max: 200 }).default(20)),
};

export const sortOrder = optionalOneOf('排序方向', ['asc', 'desc'] as const);

export type PageResult<T> = { list: T[]; total: number; page: number; limit: number };

