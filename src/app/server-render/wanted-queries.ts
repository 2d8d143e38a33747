// The data a page asks for, found by rendering it: on the server a screen's useQuery does not
// fetch, but every useQuery passes its options through the client's defaultQueryOptions. The
// render loop (./render-page.tsx) records them, fetches the enabled ones, and renders again
// with the answers in the cache, until a render asks for nothing new.
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@/api/result';

type Defaulted = ReturnType<QueryClient['defaultQueryOptions']>;

export interface WantedQueries {
  /** Fetches what the last render asked for and nobody fetched yet; false when nothing. */
  fetchNew(): Promise<boolean>;
  /** What the failed answers mean for the page: 404 (not found), 503 (API down) or 200. */
  outcome(): 200 | 404 | 503;
  /** True when an answer in the cache is a failure. */
  hasFailed(): boolean;
  /** Drops failed answers: the browser starts without them too, so both render pending. */
  dropFailed(): void;
}

function enabled(o: Defaulted, query: Query | undefined): boolean {
  if (o.queryFn === skipToken || !o.queryFn) return false;
  if (typeof o.enabled === 'function') return query ? o.enabled(query as never) !== false : false;
  return o.enabled !== false;
}

export function recordWantedQueries(client: QueryClient): WantedQueries {
  const wanted = new Map<string, Defaulted>();
  const fetched = new Set<string>();
  const base = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof base>[0]) => {
    const d = base(options);
    if (d.queryHash && !wanted.has(d.queryHash)) wanted.set(d.queryHash, d);
    return d;
  }) as typeof client.defaultQueryOptions;
  const cache = client.getQueryCache();
  return {
    async fetchNew() {
      const jobs: Promise<unknown>[] = [];
      for (const [hash, o] of wanted) {
        const known = cache.get(hash);
        // Answered already (a route loader asked before the render): nothing to fetch.
        if (known && known.state.status !== 'pending') fetched.add(hash);
        if (fetched.has(hash) || !enabled(o, known)) continue;
        fetched.add(hash);
        jobs.push(client.prefetchQuery({ ...o, retry: false } as never));
      }
      await Promise.all(jobs);
      return jobs.length > 0;
    },
    outcome() {
      let status: 200 | 404 | 503 = 200;
      for (const q of cache.getAll()) {
        if (q.state.status !== 'error') continue;
        const err = q.state.error;
        // Only a public thing the address names (an office, a content page) makes a 404.
        const path = String(q.queryKey[1] ?? '');
        const named = path.startsWith('/apiBack/v1/public/') && path.includes('{');
        if (isApiRequestError(err) && err.status === 404) status = named ? 404 : status;
        else if (!isApiRequestError(err) || err.status >= 500) return 503;
      }
      return status;
    },
    hasFailed: () => cache.getAll().some((q) => q.state.status === 'error'),
    dropFailed() {
      for (const q of cache.getAll()) if (q.state.status === 'error') cache.remove(q);
    },
  };
}
