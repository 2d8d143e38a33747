// The embedded backend in the browser: msw's service worker with the same handlers,
// state persisted to localStorage after every mutation and re-read when another tab
// writes it (the `storage` event), so reloads and tabs share one backend.
import { setupWorker } from 'msw/browser';
import contract from '../openapi/apiback.yaml?json';
import { setAnswerCheck } from './lib/answer-check';
import { setContract } from './lib/contract';
import { resetBackend, startBackend, type Persistence } from './backend';
import type { Snapshot } from './db/store';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { handlers } from './handlers';

const STORAGE_KEY = 'mock-apiback/state';

const localStoragePersistence: Persistence = {
  load() {
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Snapshot) : null;
    } catch {
      return null;
    }
  },
  save(json) {
    try {
      localStorage.setItem(STORAGE_KEY, json);
    } catch {
      // Quota exceeded: the demo keeps working in memory for this tab.
    }
  },
  clear() {
    localStorage.removeItem(STORAGE_KEY);
  },
  onExternalChange(callback) {
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY && event.newValue)
        callback(JSON.parse(event.newValue) as Snapshot);
    });
  },
};

export async function start(): Promise<void> {
  setContract(contract);
  // In development every answer is checked against the contract (a console warning on drift).
  setAnswerCheck(import.meta.env.DEV ? 'warn' : 'off');
  await startBackend(localStoragePersistence);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js` },
    // Assets, fonts and the like go to the network untouched.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}

/** Back to the seeded demo data, in this tab and (through storage) in the others. */
export async function reset(): Promise<void> {
  localStoragePersistence.clear();
  // The demo accounts stay logged in; accounts created since then are gone.
  await resetBackend({ keepSessions: true });
}

export { DEMO_ACCOUNTS };
