// Faults of the API as the app's fetch sees them, for browser tests. The embedded backend
// answers from msw's service worker, whose answers Playwright's route interception cannot
// see (page.route skips requests a service worker handles), so the fault is put in front
// of the page's own fetch: the app's one API client resolves globalThis.fetch per call.
//   server   a 500 with the contract's error body
//   hang     no answer at all: only the app's own time limit (its AbortSignal) ends the call
//   offline  the TypeError a browser gives when there is no connection
import type { Page } from 'playwright-core';

export type ApiFault = 'server' | 'hang' | 'offline';

/**
 * From now on in this tab, API calls whose URL matches `pattern` (a RegExp source) and,
 * when given, whose method is `method`, fail with `fault`; `null` ends the fault.
 */
export async function injectApiFault(
  page: Page,
  fault: ApiFault | null,
  pattern = '/apiBack/',
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
): Promise<void> {
  await page.evaluate(
    ({ fault, pattern, method }) => {
      type Fault = { fault: string; pattern: string; method?: string } | null;
      const w = window as unknown as { __apiFault?: Fault; __realFetch?: typeof fetch };
      w.__apiFault = fault ? { fault, pattern, method } : null;
      if (w.__realFetch) return;
      const real = window.fetch.bind(window);
      w.__realFetch = real;
      window.fetch = (input, init) => {
        const f = w.__apiFault;
        const request = input instanceof Request ? input : null;
        const url = request ? request.url : String(input);
        const verb = (init?.method ?? request?.method ?? 'GET').toUpperCase();
        if (!f || !new RegExp(f.pattern).test(url) || (f.method && f.method !== verb))
          return real(input, init);
        if (f.fault === 'server')
          return Promise.resolve(
            new Response(JSON.stringify({ message: 'Server Error' }), {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            }),
          );
        if (f.fault === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
        const signal = init?.signal ?? request?.signal;
        return new Promise<Response>((_, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        );
      };
    },
    { fault, pattern, method },
  );
}
