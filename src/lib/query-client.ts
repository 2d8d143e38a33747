import { QueryClient } from '@tanstack/react-query';
import { prefetchStaleTime } from './route-prefetch';

/**
 * The spec: the data client does not refetch on window focus. A failure is retried once,
 * except a refusal (4xx), a timeout (a second wait as long as the first) and a call made
 * offline: those go straight to the screen's error state with its retry button.
 *
 * networkMode 'always': react-query's default pauses queries and mutations while the
 * browser says it is offline, which leaves skeletons and spinning buttons with no end (and
 * the embedded backend works offline anyway). Instead the call runs and fails as offline:
 * the screen's error state says so beside its retry, and the offline banner says why.
 *
 * refetchOnReconnect true: with networkMode 'always' react-query defaults it to false
 * (QueryClient.defaultQueryOptions: `networkMode !== 'always'`), so a list that failed
 * offline stayed on its error until the retry was pressed. Set, the browser's `online` event
 * (onlineManager) refetches every shown query that failed or is stale: the page recovers by
 * itself when the connection returns.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // An answer a route asked for ahead is not asked for again by its screen.
        staleTime: prefetchStaleTime,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: (count, err) => count < 1 && retryable(err),
      },
      mutations: { networkMode: 'always' },
    },
  });
}

function retryable(err: unknown): boolean {
  const status = (err as { status?: number } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  // AbortSignal.timeout() rejects with a DOMException named TimeoutError (src/api/client.ts).
  if (err instanceof Error && err.name === 'TimeoutError') return false;
  return !(typeof navigator !== 'undefined' && navigator.onLine === false);
}
