import { afterEach, describe, expect, it } from 'vitest';
import { feedback, setNotifier } from '../../src/request/feedback';

afterEach(() => setNotifier(null));

describe('feedback notifications', () => {
  it('keeps notifications raised before the shell mounts and shows them, in order, once it does', () => {
    const shown: string[] = [];
    feedback.notify('早上好！', '欢迎回来 13800000000', 2);
    feedback.notify('第二条', '说明', 3);
    expect(shown).toEqual([]);
    setNotifier((title, description, seconds) => shown.push(`${title}|${description}|${seconds}`));
    expect(shown).toEqual(['早上好！|欢迎回来 13800000000|2', '第二条|说明|3']);
    feedback.notify('之后', '直接显示', 2);
    expect(shown.at(-1)).toBe('之后|直接显示|2');
  });

  it('after the shell unmounts, notifications wait again instead of being lost', () => {
    const first: string[] = [];
    setNotifier((title) => first.push(title));
    setNotifier(null);
    feedback.notify('等待中', '', 2);
    expect(first).toEqual([]);
    const second: string[] = [];
    setNotifier((title) => second.push(title));
    expect(second).toEqual(['等待中']);
  });
});
