// The only src file that may touch mocks/: a dynamic import, so msw, faker and the
// seed are split into their own chunk and never reach a real-backend build (the shell
// calls startMockBackend() only when VITE_API_BASE_URL is unset). When the page's server
// runs the embedded backend (isServerBackend: `npm start`, `npm run dev`), that chunk is
// not loaded at all: the API is on the page's origin and the reset is one POST.
import type { DemoAccount } from '@mocks/demo-accounts';
import { isServerBackend } from './mock-mode';

export type { DemoAccount };

/** True when the app runs on the embedded backend. */
export const isMockMode = (): boolean => !import.meta.env.VITE_API_BASE_URL;

let started: Promise<void> | null = null;

/** Starts the embedded backend (service worker + seeded store); safe to call twice. */
export function startMockBackend(): Promise<void> {
  if (isServerBackend()) return Promise.resolve();
  started ??= import('@mocks/browser').then((m) => m.start());
  return started;
}

/** The server's reset (every browser sees the seed again); the demo accounts stay signed in. */
const SERVER_RESET_PATH = '/__mock/reset';

/** Re-seeds the demo data (the "reset demo data" control), then reloads the page. */
export async function resetMockData(): Promise<void> {
  if (isServerBackend()) {
    const res = await fetch(SERVER_RESET_PATH, { method: 'POST' });
    if (!res.ok) throw new Error(`reset failed: ${res.status}`);
  } else {
    const m = await import('@mocks/browser');
    await m.reset();
  }
  window.location.reload();
}

/** The documented demo accounts, for the login screen in mock mode only. */
export async function getDemoAccounts(): Promise<readonly DemoAccount[]> {
  const m = await import('@mocks/demo-accounts');
  return m.DEMO_ACCOUNTS;
}
