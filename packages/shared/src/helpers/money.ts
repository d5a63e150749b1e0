/**
 * Money is stored and computed as integer fen (分) and only turned into yuan
 * text at the edges, so no floating-point error ever reaches a ledger.
 */

/** True for a safe, non-negative integer amount in fen. */
export function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Throws a RangeError unless `value` is a safe, non-negative integer amount in fen. */
export function assertFen(value: unknown, name = '金额'): asserts value is number {
  if (!isFen(value)) throw new RangeError(`${name}必须是非负整数（单位：分）`);
}

function assertSignedFen(fen: number): void {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) throw new RangeError('金额必须是整数（单位：分）');
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 1234560 -> '12,345.60'; -5 -> '-0.05'. */
export function fenToYuan(fen: number): string {
  assertSignedFen(fen);
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  const sign = fen < 0 ? '-' : '';
  return `${sign}${groupThousands(String(yuan))}.${String(cents).padStart(2, '0')}`;
}

// Optional sign; integer part either plain digits or correctly grouped by commas; up to any decimals (checked below).
const YUAN_PATTERN = /^([+-])?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/**
 * Yuan text or number to fen, exactly: the decimal string is parsed digit by
 * digit, never multiplied as a float ('0.29' -> 29, '1,234.5' -> 123450).
 * A number argument goes through its shortest string form, so 0.1 + 0.2
 * (0.30000000000000004) is rejected rather than silently rounded.
 */
export function yuanToFen(yuan: string | number): number {
  let text: string;
  if (typeof yuan === 'number') {
    if (!Number.isFinite(yuan)) throw new RangeError('金额格式不正确');
    text = String(yuan);
  } else if (typeof yuan === 'string') {
    text = yuan.trim();
  } else {
    throw new RangeError('金额格式不正确');
  }

  const match = YUAN_PATTERN.exec(text);
  if (!match) throw new RangeError('金额格式不正确');
  const [, sign, intPart = '', decimals = ''] = match;
  if (decimals.length > 2) throw new RangeError('金额最多保留两位小数');

  const fen = BigInt(intPart.replaceAll(',', '')) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('金额超出范围');
  const value = Number(fen);
  // `|| 0` folds -0 into 0.
  return sign === '-' ? -value || 0 : value;
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;

function digit(n: number): string {
  return DIGITS[n]!;
}

/** 1..9999 without leading zeros; inner runs of zeros become one 零, trailing zeros vanish. */
function below10k(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const d = Math.floor(n / 10 ** pos) % 10;
    if (d === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += digit(d) + SMALL_UNITS[pos]!;
  }
  return out;
}

/**
 * Positive integer to capitals, built on the two section units: 万 splits at
 * 10^4 and 亿 at 10^8, recursively, so 10^12 reads 壹万亿 and 10^12 + 10^8
 * reads 壹万零壹亿 (not 壹万亿零壹亿). A 零 joins the two halves when the lower
 * half does not fill its highest place.
 */
function integerCapital(n: number): string {
  if (n >= 1e8) {
    const high = Math.floor(n / 1e8);
    const low = n % 1e8;
    return `${integerCapital(high)}亿${low === 0 ? '' : (low < 1e7 ? '零' : '') + integerCapital(low)}`;
  }
  if (n >= 1e4) {
    const high = Math.floor(n / 1e4);
    const low = n % 1e4;
    return `${below10k(high)}万${low === 0 ? '' : (low < 1e3 ? '零' : '') + below10k(low)}`;
  }
  return below10k(n);
}

/**
 * 人民币大写 of an amount in fen, following 会计基础工作规范 第五十二条:
 * - 拾 is always preceded by a digit: 100,000.00 -> 壹拾万元整.
 * - A run of zeros inside the number is written as one 零: 1,004.05 -> 壹仟零肆元零伍分.
 * - The amount ends in 整 when it stops at 元 or 角, never after 分:
 *   10,000.50 -> 壹万元伍角整, 12.34 -> 壹拾贰元叁角肆分.
 * - When the 元 place is 0 but 角 is not, the rule allows 零 or nothing; we write
 *   nothing (1,680.32 -> 壹仟陆佰捌拾元叁角贰分). When 角 is 0 and 分 is not,
 *   零 is required: 1,680.02 -> 壹仟陆佰捌拾元零贰分.
 * - Amounts below one yuan omit 元: 0.50 -> 伍角整, 0.05 -> 伍分; zero is 零元整.
 * - Negative amounts are prefixed with 负.
 */
export function fenToChineseCapital(fen: number): string {
  assertSignedFen(fen);
  if (fen === 0) return '零元整';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const fenDigit = abs % 10;

  let out = yuan > 0 ? `${integerCapital(yuan)}元` : '';
  if (jiao > 0) out += `${digit(jiao)}角`;
  if (fenDigit > 0) {
    if (jiao === 0 && yuan > 0) out += '零';
    out += `${digit(fenDigit)}分`;
  } else {
    out += '整';
  }
  return (fen < 0 ? '负' : '') + out;
}
