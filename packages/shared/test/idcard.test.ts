import { describe, it, expect } from 'vitest';
import { idCardCheckChar, isValidIdCard, maskIdCard, maskMobile, parseIdCard } from '../src/helpers/idcard.js';

const NOW = new Date(2025, 5, 15, 12, 0, 0); // 2025-06-15 local time

describe('parseIdCard', () => {
  it('accepts a valid number with X check char and derives sex and birth date', () => {
    expect(parseIdCard('11010519491231002X', NOW)).toEqual({ valid: true, sex: 2, birthDate: '1949-12-31' });
  });

  it('accepts a lower-case x check char', () => {
    expect(parseIdCard('11010519491231002x', NOW)).toEqual({ valid: true, sex: 2, birthDate: '1949-12-31' });
  });

  it('derives male from an odd 17th digit', () => {
    expect(parseIdCard('440304198507151239', NOW)).toEqual({ valid: true, sex: 1, birthDate: '1985-07-15' });
    expect(parseIdCard('44030419900307123X', NOW)).toEqual({ valid: true, sex: 1, birthDate: '1990-03-07' });
  });

  it('derives female from an even 17th digit, including 0', () => {
    const r = parseIdCard('110101202402290040', NOW);
    expect(r).toEqual({ valid: true, sex: 2, birthDate: '2024-02-29' });
  });

  it('accepts 2000-02-29 (leap century) and 1900-01-01 (lower bound)', () => {
    expect(parseIdCard('320106200002290019', NOW)).toMatchObject({ valid: true, birthDate: '2000-02-29', sex: 1 });
    expect(parseIdCard('110101190001010014', NOW)).toMatchObject({ valid: true, birthDate: '1900-01-01', sex: 1 });
  });

  it('rejects a wrong check digit', () => {
    const r = parseIdCard('110105194912310021', NOW);
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toBe('身份证号码校验位不正确');
    expect(isValidIdCard('440304198507151238')).toBe(false);
  });

  it('rejects wrong length and bad characters', () => {
    expect(parseIdCard('11010519491231002', NOW)).toEqual({ valid: false, reason: '身份证号码应为18位' });
    expect(parseIdCard('11010519491231002XX', NOW)).toEqual({ valid: false, reason: '身份证号码应为18位' });
    expect(parseIdCard('', NOW)).toEqual({ valid: false, reason: '身份证号码应为18位' });
    expect(parseIdCard('1101051949123100XX', NOW)).toEqual({ valid: false, reason: '身份证号码格式不正确' });
    expect(parseIdCard('11010519491231002Y', NOW)).toEqual({ valid: false, reason: '身份证号码格式不正确' });
    expect(parseIdCard('11010519491231002 ', NOW)).toEqual({ valid: false, reason: '身份证号码格式不正确' });
  });

  it('rejects impossible calendar dates', () => {
    // Check chars made valid so only the date can fail.
    for (const birth of ['19490230', '19001301', '19000229', '19491200', '19490001', '20230229']) {
      const first17 = `110105${birth}002`;
      const r = parseIdCard(first17 + idCardCheckChar(first17), NOW);
      expect(r).toEqual({ valid: false, reason: '身份证号码中的出生日期无效' });
    }
  });

  it('rejects birth dates before 1900', () => {
    const first17 = '11010518991231002';
    expect(parseIdCard(first17 + idCardCheckChar(first17), NOW)).toEqual({
      valid: false,
      reason: '身份证号码中的出生日期不能早于1900年',
    });
  });

  it('rejects birth dates after today but accepts today', () => {
    const tomorrow = '11010120250616002';
    const today = '11010120250615002';
    expect(parseIdCard(tomorrow + idCardCheckChar(tomorrow), NOW)).toEqual({
      valid: false,
      reason: '身份证号码中的出生日期不能晚于今天',
    });
    expect(parseIdCard(today + idCardCheckChar(today), NOW)).toMatchObject({ valid: true, birthDate: '2025-06-15' });
  });

  it('defaults "now" to the current date', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    const future = `110101${new Date().getFullYear() + 1}0101002`;
    expect(isValidIdCard(future + idCardCheckChar(future))).toBe(false);
  });
});

describe('idCardCheckChar', () => {
  it('computes ISO 7064 MOD 11-2', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44030419850715123')).toBe('9');
    expect(idCardCheckChar('11010120240229004')).toBe('0');
  });

  it('rejects input that is not 17 digits', () => {
    expect(() => idCardCheckChar('1101051949123100')).toThrow(RangeError);
    expect(() => idCardCheckChar('1101051949123100A')).toThrow(RangeError);
  });
});

describe('masking', () => {
  it('masks an ID number keeping the first 6 and last 4', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('110105491231002')).toBe('110105*****1002');
  });

  it('fully masks values too short to keep anything', () => {
    expect(maskIdCard('1234567890')).toBe('**********');
    expect(maskMobile('1234567')).toBe('*******');
    expect(maskMobile('')).toBe('');
  });

  it('masks a mobile number', () => {
    expect(maskMobile('13800001234')).toBe('138****1234');
  });
});
