// Mock mode only: the page renders at once while the embedded backend (service worker,
// seed) starts; calls to /apiBack/ wait for it instead of reaching the static server.
// Keeps the first paint independent of the ~1 MB backend chunk. When the page's own server
// answers the API (isServerBackend), there is nothing to wait for and fetch stays as it is.
import { isServerBackend } from './mock-mode';

export function holdApiUntil(ready: Promise<unknown>) {
  if (isServerBackend()) return;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/apiBack/')) await ready.catch(() => undefined);
    return original(input, init);
  };
}
