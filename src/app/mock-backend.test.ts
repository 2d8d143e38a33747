// Server mode of the embedded backend: with the page server's marker in the head, the app
// starts no service worker, API calls are not held, and "reset demo data" POSTs
// /__mock/reset; without it, the service-worker mode is as before.
import { afterEach, describe, expect, it, vi } from 'vitest';

const browserModule = vi.hoisted(() => ({ start: vi.fn(async () => {}), reset: vi.fn() }));
vi.mock('@mocks/browser', () => browserModule);

import { holdApiUntil } from './hold-api-until';
import { getDemoAccounts, resetMockData, startMockBackend } from './mock-backend';
import { isServerBackend } from './mock-mode';

function setMarker(content: string | null) {
  document.head.querySelector('meta[name="mock-backend"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'mock-backend';
  meta.content = content;
  document.head.append(meta);
}

const realFetch = globalThis.fetch;
afterEach(() => {
  setMarker(null);
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  browserModule.start.mockClear();
  browserModule.reset.mockClear();
});

describe('embedded backend in the page server', () => {
  it('starts no service worker, holds no call, resets with one POST and keeps demo accounts', async () => {
    setMarker('server');
    expect(isServerBackend()).toBe(true);
    await startMockBackend();
    expect(browserModule.start).not.toHaveBeenCalled();

    const before = globalThis.fetch;
    holdApiUntil(new Promise(() => {})); // would hold every call forever
    expect(globalThis.fetch).toBe(before);

    const calls: Array<[string, string | undefined]> = [];
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(input), init?.method]);
      return Response.json({ data: { reset: true } });
    }) as typeof fetch;
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
    } as Location);
    await resetMockData();
    expect(calls).toEqual([['/__mock/reset', 'POST']]);
    expect(browserModule.reset).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();

    expect((await getDemoAccounts()).map((a) => a.phone)).toContain('0500000001');
  });

  it('without the marker, the service worker starts and API calls wait for it', async () => {
    setMarker(null);
    expect(isServerBackend()).toBe(false);
    await startMockBackend();
    expect(browserModule.start).toHaveBeenCalledOnce();

    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return Response.json({});
    }) as typeof fetch;
    holdApiUntil(ready);
    const call = globalThis.fetch('http://localhost:5173/apiBack/v1/user/settings/general');
    await Promise.resolve();
    expect(seen).toEqual([]);
    release();
    await call;
    expect(seen).toEqual(['http://localhost:5173/apiBack/v1/user/settings/general']);
  });
});
