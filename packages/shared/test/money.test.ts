import { describe, it, expect } from 'vitest';
import { assertFen, fenToChineseCapital, fenToYuan, isFen, yuanToFen } from '../src/helpers/money.js';

describe('fenToYuan', () => {
  it('formats with two decimals and thousands separators', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(50)).toBe('0.50');
    expect(fenToYuan(100)).toBe('1.00');
    expect(fenToYuan(99999)).toBe('999.99');
    expect(fenToYuan(100000)).toBe('1,000.00');
    expect(fenToYuan(1234560)).toBe('12,345.60');
    expect(fenToYuan(123456789)).toBe('1,234,567.89');
    expect(fenToYuan(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it('keeps the negative sign', () => {
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(-1234560)).toBe('-12,345.60');
    expect(fenToYuan(-0)).toBe('0.00');
  });

  it('rejects non-integers', () => {
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(() => fenToYuan(Number.NaN)).toThrow(RangeError);
    expect(() => fenToYuan(2 ** 53)).toThrow(RangeError);
  });
});

describe('yuanToFen', () => {
  it('parses decimal strings exactly', () => {
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('0.57')).toBe(57);
    expect(yuanToFen('1,234.5')).toBe(123450);
    expect(yuanToFen('1234.56')).toBe(123456);
    expect(yuanToFen('12,345,678.90')).toBe(1234567890);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen(' 8.1 ')).toBe(810);
    expect(yuanToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('parses numbers through their decimal form, not by float multiplication', () => {
    // 0.29 * 100 === 28.999999999999996 and 1.13 * 100 === 112.99999999999999 in floating point
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(1.13)).toBe(113);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(100)).toBe(10000);
  });

  it('handles signs', () => {
    expect(yuanToFen('-12.30')).toBe(-1230);
    expect(yuanToFen('+12.30')).toBe(1230);
    expect(yuanToFen(-0.5)).toBe(-50);
    expect(Object.is(yuanToFen('-0.00'), 0)).toBe(true);
  });

  it('round-trips with fenToYuan', () => {
    for (const fen of [0, 1, 10, 99, 100, 123456, 100000000, -987654321, Number.MAX_SAFE_INTEGER]) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    }
  });

  it('rejects more than two decimals with a Chinese message', () => {
    expect(() => yuanToFen('1.234')).toThrow(new RangeError('金额最多保留两位小数'));
    expect(() => yuanToFen(0.1 + 0.2)).toThrow(new RangeError('金额最多保留两位小数'));
  });

  it('rejects non-numbers with a Chinese message', () => {
    for (const bad of ['', 'abc', '1.', '.5', '1..2', '1,23.00', '12,3456', '1 000', '1e3', '¥12', '--1', 'NaN']) {
      expect(() => yuanToFen(bad), bad).toThrow(new RangeError('金额格式不正确'));
    }
    expect(() => yuanToFen(Number.NaN)).toThrow(new RangeError('金额格式不正确'));
    expect(() => yuanToFen(Number.POSITIVE_INFINITY)).toThrow(new RangeError('金额格式不正确'));
    expect(() => yuanToFen(1e21)).toThrow(new RangeError('金额格式不正确'));
  });

  it('rejects amounts beyond the safe integer range', () => {
    expect(() => yuanToFen('90071992547409.92')).toThrow(new RangeError('金额超出范围'));
    expect(() => yuanToFen('100000000000000000000')).toThrow(new RangeError('金额超出范围'));
  });
});

describe('fenToChineseCapital', () => {
  const cases: [yuan: string, capital: string][] = [
    ['0.00', '零元整'],
    ['0.05', '伍分'],
    ['0.50', '伍角整'],
    ['0.55', '伍角伍分'],
    ['1.00', '壹元整'],
    ['10.00', '壹拾元整'],
    ['12.34', '壹拾贰元叁角肆分'],
    ['15.00', '壹拾伍元整'],
    ['100.00', '壹佰元整'],
    ['101.00', '壹佰零壹元整'],
    ['110.00', '壹佰壹拾元整'],
    ['1,004.05', '壹仟零肆元零伍分'],
    ['1,680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['1,680.02', '壹仟陆佰捌拾元零贰分'],
    ['1,001.10', '壹仟零壹元壹角整'],
    ['10,000.50', '壹万元伍角整'],
    ['10,010.00', '壹万零壹拾元整'],
    ['10,100.00', '壹万零壹佰元整'],
    ['12,300.00', '壹万贰仟叁佰元整'],
    ['100,000.00', '壹拾万元整'],
    ['107,000.53', '壹拾万柒仟元伍角叁分'],
    ['1,010,101.01', '壹佰零壹万零壹佰零壹元零壹分'],
    ['1,230,000.00', '壹佰贰拾叁万元整'],
    ['2,000,001.00', '贰佰万零壹元整'],
    ['10,000,000.00', '壹仟万元整'],
    ['100,000,000.00', '壹亿元整'],
    ['100,001,000.00', '壹亿零壹仟元整'],
    ['100,010,000.00', '壹亿零壹万元整'],
    ['100,100,000.00', '壹亿零壹拾万元整'],
    ['110,000,000.00', '壹亿壹仟万元整'],
    ['1,000,000,001.00', '壹拾亿零壹元整'],
    ['1,200,034,005.60', '壹拾贰亿零叁万肆仟零伍元陆角整'],
    ['1,000,000,000,000.00', '壹万亿元整'],
    ['1,000,100,000,000.00', '壹万零壹亿元整'],
    ['10,000,000,000,000.00', '壹拾万亿元整'],
    ['90,071,992,547,409.91', '玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分'],
  ];

  for (const [yuan, capital] of cases) {
    it(`${yuan} -> ${capital}`, () => {
      expect(fenToChineseCapital(yuanToFen(yuan))).toBe(capital);
    });
  }

  it('handles 10^15 fen', () => {
    expect(fenToChineseCapital(10 ** 15)).toBe('壹拾万亿元整');
    expect(fenToChineseCapital(10 ** 15 + 1)).toBe('壹拾万亿元零壹分');
  });

  it('prefixes negative amounts with 负', () => {
    expect(fenToChineseCapital(-1230)).toBe('负壹拾贰元叁角整');
    expect(fenToChineseCapital(-5)).toBe('负伍分');
  });

  it('rejects non-integers', () => {
    expect(() => fenToChineseCapital(0.5)).toThrow(RangeError);
    expect(() => fenToChineseCapital(Number.NaN)).toThrow(RangeError);
  });
});

describe('assertFen / isFen', () => {
  it('accepts safe non-negative integers', () => {
    expect(() => assertFen(0)).not.toThrow();
    expect(() => assertFen(Number.MAX_SAFE_INTEGER)).not.toThrow();
    expect(isFen(12345)).toBe(true);
  });

  it('rejects everything else', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '100', null, undefined]) {
      expect(() => assertFen(bad)).toThrow(RangeError);
      expect(isFen(bad)).toBe(false);
    }
  });

  it('names the field in the message', () => {
    expect(() => assertFen(-1, '保证金')).toThrow('保证金必须是非负整数（单位：分）');
  });
});
