import type { PermCode, UserSession } from '@tenderdesk/shared';
import { cleanup, render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { swrOptions } from '../../src/request/swr';
import { useSession } from '../../src/stores/session';

/**
 * For screen tests: a fake API answering envelopes by URL and recording every
 * call (with its body both as a form and as an object), a signed-in user with
 * chosen permissions, and the providers a page runs in.
 */
export type Call = { method: string; url: string; form: URLSearchParams; body: Record<string, unknown> };
export type Handler = (body: Record<string, unknown>, form: URLSearchParams) => unknown;

export const ok = (data: unknown, msg = '') => ({ code: 200, msg, data });

export const api = {
  calls: [] as Call[],
  routes: {} as Record<string, Handler>,
  callsTo(url: string): Call[] {
    return this.calls.filter((c) => c.url === url);
  },
};

function decode(init: RequestInit): { form: URLSearchParams; body: Record<string, unknown> } {
  const raw = typeof init.body === 'string' ? init.body : '';
  const json = (new Headers(init.headers).get('content-type') ?? '').includes('json');
  const form = new URLSearchParams(json ? '' : raw);
  return { form, body: json ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(form) };
}

/** Installs the fake API around every test of the calling file. */
export function useFakeApi(defaultRoutes: () => Record<string, Handler> = () => ({})): void {
  beforeEach(() => {
    api.calls = [];
    api.routes = defaultRoutes();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = String(input).split('?')[0]!;
        const { form, body } = decode(init);
        api.calls.push({ method: init.method ?? 'GET', url, form, body });
        const handler = api.routes[url];
        const envelope = handler ? handler(body, form) : { code: 404, msg: `no stub for ${url}`, data: null };
        return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ session: null, perms: null, nav: null });
  });
}

export function signIn(perms: PermCode[]): void {
  const session: UserSession = {
    userId: 1,
    token: 'test-token',
    userName: 'admin',
    realName: '管理员',
    avatar: '',
    mobile: '13800000000',
    isSetPassword: 1,
    roles: [{ id: 1, name: '超级管理员' }],
    auth: perms,
  };
  useSession.setState({ session, perms: new Set(perms) });
}

/** A page inside what the shell gives it: Chinese locale, antd App, SWR (fresh cache), a router. */
export function renderPage(page: ReactNode) {
  return render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <AntApp>
        <SWRConfig value={{ ...swrOptions(false), provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter>{page}</MemoryRouter>
        </SWRConfig>
      </AntApp>
    </ConfigProvider>,
  );
}
