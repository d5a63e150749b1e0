import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootConfig } from './boot';
import './styles.css';

/**
 * The server builds the sign-in public key into the page. Only the Vite dev
 * server (npm run dev) lacks it: then ask the API once before starting.
 */
async function ensurePublicKey(): Promise<void> {
  if (bootConfig().publicKey) return;
  try {
    const answer = (await (await fetch('/gc-manage/sys/user/publicKey')).json()) as { data?: string };
    if (answer.data) window.__TENDERDESK__ = { ...window.__TENDERDESK__, publicKey: answer.data };
  } catch {
    // Without a key sign-in fails with a clear message from the server.
  }
}

void ensurePublicKey().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
