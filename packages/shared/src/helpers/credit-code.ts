/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character set
 * (digits and capitals without I, O, Z, S, V); the last one is a check
 * character over the first 17.
 *
 * Only the charset and the check character are verified: the inner parts
 * (registration authority, region, organisation code) have exceptions in real
 * data that a structural check would wrongly reject. Callers normalise input
 * (trim, upper-case) before validating; stored codes are upper-case.
 */

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character for the first 17 characters; throws on a character outside the set. */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new RangeError('统一社会信用代码前17位长度不正确');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CHARSET.indexOf(first17[i]!);
    if (v < 0) throw new RangeError('统一社会信用代码含有无效字符');
    sum += v * WEIGHTS[i]!;
  }
  // 31 - (sum mod 31), where 31 maps to 0.
  return CHARSET[(31 - (sum % 31)) % 31]!;
}

export function isValidCreditCode(code: string): boolean {
  if (typeof code !== 'string' || !PATTERN.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
