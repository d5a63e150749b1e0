import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '../src/password-policy.js';

describe('password policy', () => {
  it('accepts ordinary good passwords', () => {
    for (const password of ['Good-pass-2026', 'zhang!San#88', 'a'.repeat(3) + 'B9$xyz', 'x'.repeat(PASSWORD_MAX - 2) + 'y1']) {
      expect(checkPasswordPolicy(password, '13800000000'), password).toBeNull();
    }
  });

  it('needs 8 to 64 characters', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(64);
    expect(checkPasswordPolicy('Ab1-xyz')).toContain('长度');
    expect(checkPasswordPolicy('Ab1-xyzw')).toBeNull();
    expect(checkPasswordPolicy('Ab1-' + 'x'.repeat(60))).toBeNull();
    expect(checkPasswordPolicy('Ab1-' + 'x'.repeat(61))).toContain('长度');
    expect(checkPasswordPolicy('')).toContain('长度');
  });

  it('refuses common passwords, case-insensitively', () => {
    for (const password of ['password123', 'PASSWORD123', '12345678', 'woaini1314', 'qwerty123', 'Admin123', '1qaz2wsx']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(checkPasswordPolicy(password), password).toContain('简单');
    }
    expect(isCommonPassword('Good-pass-2026')).toBe(false);
  });

  it('refuses one repeated character and plain runs', () => {
    for (const password of ['aaaaaaaaa', '99999999', 'abcdefghij', '23456789', '98765432', 'zyxwvuts']) {
      expect(checkPasswordPolicy(password), password).toContain('简单');
    }
  });

  it('refuses the mobile, or a password containing it', () => {
    expect(checkPasswordPolicy('13912345678', '13912345678')).toContain('手机号');
    expect(checkPasswordPolicy('x13912345678!', '13912345678')).toContain('手机号');
    expect(checkPasswordPolicy('x13912345678!', '13800000000')).toBeNull();
    expect(checkPasswordPolicy('x13912345678!')).toBeNull();
  });

  it('refuses whitespace', () => {
    expect(checkPasswordPolicy('Good pass 2026')).toContain('空格');
    expect(checkPasswordPolicy('Goodpass2026\t')).toContain('空格');
  });
});
