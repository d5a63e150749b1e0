import { describe, it, expect } from 'vitest';
import { formatFileSize } from '../src/helpers/file-size.js';

describe('formatFileSize', () => {
  it('shows KB rounded up below 1 MB', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(1023)).toBe('1 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1025)).toBe('2 KB');
    expect(formatFileSize(500 * 1024)).toBe('500 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
  });

  it('shows MB with three decimals from 1 MB on', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.000 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.500 MB');
    expect(formatFileSize(1024 * 1024 + 1)).toBe('1.000 MB');
    expect(formatFileSize(10 * 1024 * 1024 + 524)).toBe('10.000 MB');
    expect(formatFileSize(10 * 1024 * 1024 + 525)).toBe('10.001 MB');
    expect(formatFileSize(1024 * 1024 * 1024)).toBe('1024.000 MB');
  });

  it('rounds the third decimal half up', () => {
    // 0.0005 MB = 524.288 bytes; 1 MB + 0.0005 MB is not an integer, so probe both sides.
    expect(formatFileSize(1048576 + 524)).toBe('1.000 MB');
    expect(formatFileSize(1048576 + 525)).toBe('1.001 MB');
    // 2.0625 MB exactly -> 2.063 (a true half, rounded up)
    expect(formatFileSize(2.0625 * 1048576)).toBe('2.063 MB');
  });

  it('throws RangeError on negative, NaN and infinite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
