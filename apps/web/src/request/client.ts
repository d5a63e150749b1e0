import type { Envelope } from '@tenderdesk/shared';
import { getToken, signOutAndReload } from '../stores/session';
import { feedback } from './feedback';
import { formEncode } from './form-encode';

/**
 * The one request client (spec §7–9): 60 s timeout, `token` header,
 * form-encoded bodies with brackets unless JSON is asked for, the envelope
 * unwrapped. A code other than 200 shows `msg` (or `message`) and rejects;
 * 401 also signs out; transport errors show their own message.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions = {
  /** Send the body as JSON instead of form-encoded. */
  json?: boolean;
  /** Do not toast errors (the caller shows them its own way). */
  silent?: boolean;
  timeoutMs?: number;
};

type Method = 'GET' | 'POST' | 'DELETE';

/** Spec §8: backend errors show their message; native errors (bugs, network) show theirs. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof DOMException && error.name === 'AbortError') return '请求超时，请检查网络后重试';
  if (error instanceof Error) return error.message || '请求失败';
  return '请求失败';
}

export async function request<T>(method: Method, url: string, data?: Record<string, unknown>, options: RequestOptions = {}): Promise<T> {
  return (await exchange<T>(method, url, data, options)).data;
}

/** Like request(), but answers the whole envelope (for calls whose `msg` is shown, spec §8). */
export async function exchange<T>(method: Method, url: string, data?: Record<string, unknown>, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.token = token;
  let target = url;
  let body: string | undefined;
  if (data && method === 'GET') {
    const query = formEncode(data);
    if (query) target += (target.includes('?') ? '&' : '?') + query;
  } else if (data) {
    headers['content-type'] = options.json ? 'application/json' : 'application/x-www-form-urlencoded';
    body = options.json ? JSON.stringify(data) : formEncode(data);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let envelope: Partial<Envelope<T>> & { message?: string };
  try {
    const response = await fetch(target, { method, headers, body: body ?? null, signal: controller.signal });
    envelope = await response.json().catch(() => ({ code: response.status, msg: `服务器返回了无法识别的内容（${response.status}）` }));
  } catch (error) {
    const shown = describeError(error);
    if (!options.silent) feedback.error(shown);
    throw error instanceof Error && !(error instanceof DOMException) ? error : new Error(shown);
  } finally {
    clearTimeout(timer);
  }

  if (envelope.code === 200) return { code: 200, msg: envelope.msg ?? envelope.message ?? '', data: envelope.data as T };
  const code = typeof envelope.code === 'number' ? envelope.code : 500;
  const message = envelope.msg || envelope.message || '请求失败';
  if (!options.silent) feedback.error(message);
  if (code === 401 && token) signOutAndReload();
  throw new ApiError(code, message, envelope.data ?? null);
}

export const http = {
  get: <T>(url: string, query?: Record<string, unknown>, options?: RequestOptions) => request<T>('GET', url, query, options),
  post: <T>(url: string, body?: Record<string, unknown>, options?: RequestOptions) => request<T>('POST', url, body, options),
  del: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
};
