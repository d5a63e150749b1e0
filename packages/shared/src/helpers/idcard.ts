/**
 * Mainland resident ID card (GB 11643-1999), 18 characters:
 * 6-digit region, 8-digit birth date, 3-digit sequence (odd = male), check char.
 *
 * The region code is not checked against a list: lists go stale and the check
 * digit already catches typing errors.
 */

export type IdCardInfo =
  | { valid: true; sex: 1 | 2; birthDate: string /* YYYY-MM-DD */ }
  | { valid: false; reason: string };

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
// Indexed by (weighted sum mod 11); ISO 7064 MOD 11-2.
const CHECK_CHARS = '10X98765432';

/** The check character for the first 17 digits of an ID number. */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('身份证号码前17位必须是数字');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function localToday(now: Date): string {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

/**
 * Validates an ID number and derives sex and birth date from it (spec §5).
 * `now` decides what "in the future" means; it defaults to the current time.
 */
export function parseIdCard(id: string, now: Date = new Date()): IdCardInfo {
  if (typeof id !== 'string' || id.length !== 18) return { valid: false, reason: '身份证号码应为18位' };
  if (!/^\d{17}[\dXx]$/.test(id)) return { valid: false, reason: '身份证号码格式不正确' };

  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1900) return { valid: false, reason: '身份证号码中的出生日期不能早于1900年' };
  // Round-trip through UTC to reject dates such as 02-30 or 1900-02-29.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { valid: false, reason: '身份证号码中的出生日期无效' };
  }
  const birthDate = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (birthDate > localToday(now)) return { valid: false, reason: '身份证号码中的出生日期不能晚于今天' };

  if (idCardCheckChar(id.slice(0, 17)) !== id[17]!.toUpperCase()) {
    return { valid: false, reason: '身份证号码校验位不正确' };
  }

  const sex: 1 | 2 = Number(id[16]) % 2 === 1 ? 1 : 2;
  return { valid: true, sex, birthDate };
}

export function isValidIdCard(id: string): boolean {
  return parseIdCard(id).valid;
}

/** Keeps the first `head` and last `tail` characters; a value too short to keep any is fully starred. */
function maskMiddle(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return '*'.repeat(value.length);
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(-tail);
}

/** '110105194912310021' -> '110105********0021' (lists show masked numbers, domain §6.2). */
export function maskIdCard(id: string): string {
  return maskMiddle(id, 6, 4);
}

/** '13800001234' -> '138****1234'. */
export function maskMobile(mobile: string): string {
  return maskMiddle(mobile, 3, 4);
}
