import { describe, expect, it } from 'vitest';
import { greeting, welcome } from '../../src/auth/greeting';

describe('greeting (spec §8)', () => {
  it('follows the hour boundaries', () => {
    const byHour = Array.from({ length: 24 }, (_, h) => greeting(h));
    expect(byHour.slice(0, 6)).toEqual(Array(6).fill('晚上'));
    expect(byHour.slice(6, 12)).toEqual(Array(6).fill('早上'));
    expect(byHour.slice(12, 15)).toEqual(Array(3).fill('中午'));
    expect(byHour.slice(15, 19)).toEqual(Array(4).fill('下午'));
    expect(byHour.slice(19)).toEqual(Array(5).fill('晚上'));
  });

  it('builds the sign-in notification', () => {
    expect(welcome('13800000000', new Date(2026, 0, 5, 9, 30))).toEqual({ message: '早上好！', description: '欢迎回来 13800000000' });
    expect(welcome('13800000000', new Date(2026, 0, 5, 20, 0)).message).toBe('晚上好！');
  });
});
