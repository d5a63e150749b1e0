import { describe, it, expect } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode } from '../src/helpers/credit-code.js';

describe('isValidCreditCode', () => {
  it('accepts real valid codes', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91110000802100433B')).toBe(true);
    expect(isValidCreditCode('91440300708461136T')).toBe(true);
    expect(isValidCreditCode('91110108551385082Q')).toBe(true);
  });

  it('maps a check value of 31 to 0 and handles the letter Y', () => {
    expect(isValidCreditCode('91110000MA00000240')).toBe(true);
    expect(isValidCreditCode('91110000MA0000014Y')).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91110000802100433C')).toBe(false);
    expect(isValidCreditCode('91110000MA0000024Y')).toBe(false);
  });

  it('rejects a transposition of two characters', () => {
    expect(isValidCreditCode('91350100M000010Y43')).toBe(false);
  });

  it('rejects wrong length, lower case and characters outside the set', () => {
    expect(isValidCreditCode('')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
    // I, O, S, V, Z are not in the set
    expect(isValidCreditCode('91350100I000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100O000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100S000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Z43')).toBe(false);
    expect(isValidCreditCode(' 91350100M000100Y43')).toBe(false);
  });
});

describe('creditCodeCheckChar', () => {
  it('computes the GB 32100 check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
    expect(creditCodeCheckChar('91110000MA0000024')).toBe('0');
  });

  it('throws on bad input', () => {
    expect(() => creditCodeCheckChar('9135')).toThrow(RangeError);
    expect(() => creditCodeCheckChar('91350100I000100Y4')).toThrow(RangeError);
  });
});
