import type { UserSession } from '@tenderdesk/shared';
import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession } from '../../src/auth/session-codec';
import { formEncode } from '../../src/request/form-encode';

describe('formEncode (spec §7: array brackets)', () => {
  it('encodes arrays with brackets, nested objects and arrays of objects with indexes', () => {
    expect(formEncode({ roleIds: [1, 2], name: '张 三', none: undefined, nil: null })).toBe('roleIds%5B%5D=1&roleIds%5B%5D=2&name=%E5%BC%A0%20%E4%B8%89');
    expect(decodeURIComponent(formEncode({ steps: [{ name: '审核', userIds: [3, 4] }], filter: { state: 1 } }))).toBe(
      'steps[0][name]=审核&steps[0][userIds][]=3&steps[0][userIds][]=4&filter[state]=1',
    );
    expect(formEncode({})).toBe('');
  });
});

describe('session codec (spec §9: base64 in browser storage)', () => {
  const session: UserSession = {
    userId: 7,
    token: 'tok',
    userName: 'zs',
    realName: '张三',
    avatar: '',
    mobile: '13800000000',
    isSetPassword: 1,
    roles: [{ id: 1, name: '项目经理' }],
    auth: ['sys:project:manage'],
  };

  it('round-trips Chinese text through base64', () => {
    const stored = encodeSession(session);
    expect(stored).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('张三');
    expect(decodeSession(stored)).toEqual(session);
  });

  it('treats missing or corrupted storage as signed out', () => {
    expect(decodeSession(null)).toBeNull();
    expect(decodeSession('%%%')).toBeNull();
    expect(decodeSession(btoa('{"token":1}'))).toBeNull();
  });
});
