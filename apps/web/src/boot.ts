/**
 * What the server builds into index.html (apps/server/src/modules/web):
 * the sign-in public key (no extra call before signing in) and the app title.
 */
type Boot = { publicKey: string; appTitle: string };

declare global {
  interface Window {
    __TENDERDESK__?: Partial<Boot>;
  }
}

export const DEFAULT_APP_TITLE = '招标采购业务管理平台';

export function bootConfig(): Boot {
  const injected = typeof window === 'undefined' ? undefined : window.__TENDERDESK__;
  return { publicKey: injected?.publicKey ?? '', appTitle: injected?.appTitle || DEFAULT_APP_TITLE };
}
