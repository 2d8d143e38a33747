// The only src file that may touch mocks/: a dynamic import, so msw, faker and the
// seed are split into their own chunk and never reach a real-backend build (the shell
// calls startMockBackend() only when VITE_API_BASE_URL is unset).
import type { DemoAccount } from '@mocks/demo-accounts';

export type { DemoAccount };

/** True when the app runs on the embedded backend. */
export const isMockMode = (): boolean => !import.meta.env.VITE_API_BASE_URL;

let started: Promise<void> | null = null;

/** Starts the embedded backend (service worker + seeded store); safe to call twice. */
export function startMockBackend(): Promise<void> {
  started ??= import('@mocks/browser').then((m) => m.start());
  return started;
}

/** Re-seeds the demo data (the "reset demo data" control), then reloads the page. */
export async function resetMockData(): Promise<void> {
  const m = await import('@mocks/browser');
  await m.reset();
  window.location.reload();
}

/** The documented demo accounts, for the login screen in mock mode only. */
export async function getDemoAccounts(): Promise<readonly DemoAccount[]> {
  const m = await import('@mocks/demo-accounts');
  return m.DEMO_ACCOUNTS;
}
