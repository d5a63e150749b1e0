import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STATE_KEY } from '../../src/auth/session-codec';
import { ApiError, describeError, http, REQUEST_TIMEOUT_MS } from '../../src/request/client';
import { setFeedback } from '../../src/request/feedback';
import { useSession } from '../../src/stores/session';

const errors: string[] = [];
const reload = vi.fn();
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  errors.length = 0;
  setFeedback({ error: (text) => errors.push(text), success: () => {} });
  vi.stubGlobal('location', { ...window.location, reload, hash: '' });
  useSession.getState().signIn({ userId: 1, token: 'T0KEN', userName: 'a', realName: '甲', avatar: '', mobile: '13800000000', isSetPassword: 1, roles: [], auth: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  reload.mockReset();
});

describe('request client (spec §7–8)', () => {
  it('sends the token header and a form-encoded body with brackets, and unwraps data', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 200, msg: 'ok', data: { id: 5 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(http.post('/gc-manage/x', { ids: [1, 2], name: '甲' })).resolves.toEqual({ id: 5 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/gc-manage/x');
    expect((init.headers as Record<string, string>).token).toBe('T0KEN');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(String(init.body))).toBe('ids[]=1&ids[]=2&name=甲');
  });

  it('sends JSON when asked', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 200, msg: '', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await http.post('/gc-manage/x', { a: [1] }, { json: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"a":[1]}');
  });

  it('a code other than 200 shows msg (or message) and rejects with ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 409, msg: '该手机号已被其他用户使用', data: null }, 409)));
    const error = await http.post('/gc-manage/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(409);
    expect(errors).toEqual(['该手机号已被其他用户使用']);

    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 500, message: '服务器开小差了' }, 500)));
    await expect(http.post('/gc-manage/x')).rejects.toThrow('服务器开小差了');
    expect(errors.at(-1)).toBe('服务器开小差了');
    expect(useSession.getState().session).not.toBeNull();
  });

  it('401 also signs out: the stored session is cleared and the page reloads', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 401, msg: '登录已超时，请重新登录', data: null }, 401)));
    await expect(http.post('/gc-manage/x')).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual(['登录已超时，请重新登录']);
    expect(localStorage.getItem(USER_STATE_KEY)).toBeNull();
    expect(useSession.getState().session).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('transport errors show their own message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(http.get('/gc-manage/x')).rejects.toThrow('Failed to fetch');
    expect(errors).toEqual(['Failed to fetch']);
  });

  it('gives up after 60 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const pending = http.post('/gc-manage/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(Error);
    expect(errors).toEqual(['请求超时，请检查网络后重试']);
  });

  it('silent calls do not toast', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 400, msg: '不对', data: null }, 400)));
    await expect(http.post('/gc-manage/x', undefined, { silent: true })).rejects.toThrow('不对');
    expect(errors).toEqual([]);
  });

  it('describeError prefers the backend message and keeps native ones', () => {
    expect(describeError(new ApiError(403, '没有权限执行此操作'))).toBe('没有权限执行此操作');
    expect(describeError(new Error('boom'))).toBe('boom');
  });
});
