// A route's data, asked for when navigation to it starts: in parallel with the route's lazy
// chunk instead of after it (the screen's useQuery then finds the answer cached or in
// flight). React Router calls a route's static `loader` alongside its `lazy`; the loader
// here only starts the request and returns at once, so navigation never waits on data.
// The app's query client is registered by the entry (main.tsx) before the router exists;
// without one (tests with their own client) the loaders do nothing.
import {
  hashKey,
  type FetchQueryOptions,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSession } from './session/session-store';

let client: QueryClient | undefined;

export function setPrefetchClient(next: QueryClient | undefined) {
  client = next;
}

/**
 * How long an answer asked for ahead counts as fresh: the screen mounting a moment later
 * (when its chunk arrives) reads it instead of asking again.
 */
export const PREFETCH_FRESH_MS = 10_000;

/** What `$api.queryOptions(...)` returns, as far as prefetching needs it. */
export interface PrefetchOptions {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/** When each query (by its hash) was last asked for ahead of its screen. */
const askedAhead = new Map<string, number>();

/** Starts the query (unless a fresh answer is cached); never throws. */
export function prefetch(options: PrefetchOptions) {
  if (!client) return;
  askedAhead.set(hashKey(options.queryKey), Date.now());
  void client.prefetchQuery({ ...(options as FetchQueryOptions), staleTime: PREFETCH_FRESH_MS });
}

/**
 * The data client's default `staleTime` (src/lib/query-client.ts). react-query judges an
 * answer's freshness by the screen's own staleTime (0 unless it says otherwise), so a screen
 * mounting just after its prefetched answer arrived asked for it again: two requests for
 * one page. An answer asked for ahead counts as fresh for PREFETCH_FRESH_MS from the ask;
 * every other query keeps react-query's default (0), and an invalidated one is refetched
 * whatever its age.
 */
export function prefetchStaleTime(query: Pick<Query, 'queryHash'>): number {
  const at = askedAhead.get(query.queryHash);
  if (at === undefined) return 0;
  if (Date.now() - at < PREFETCH_FRESH_MS) return PREFETCH_FRESH_MS;
  askedAhead.delete(query.queryHash);
  return 0;
}

/**
 * The answer of `options` (cached when fresh, else asked for), for a loader whose next
 * request depends on it (a list, then the settings of its chosen item); undefined without
 * the app's client or when the call fails: the screen then asks and shows its own state.
 */
export async function prefetched<T>(options: PrefetchOptions): Promise<T | undefined> {
  if (!client) return undefined;
  askedAhead.set(hashKey(options.queryKey), Date.now());
  try {
    return (await client.fetchQuery({
      ...(options as FetchQueryOptions),
      staleTime: PREFETCH_FRESH_MS,
    })) as T;
  } catch {
    return undefined;
  }
}

/**
 * A dashboard route's loader (the dashboard is rendered in the browser only): starts the page's first request with the page's chunk, only with a stored session.
 * The dashboard is private: a signed-out visitor's call would be a 401, which ends the
 * session; the guard sends them to log in instead.
 */
export function sessionLoader(start: (args: LoaderFunctionArgs) => void) {
  return (args: LoaderFunctionArgs) => {
    if (client && getSession().token) start(args);
    return null;
  };
}

/** What the page server passes its loaders (src/app/server-render/render-page.tsx). */
export interface ServerLoadContext {
  /** That request's own client: the loader waits for the answer, which the render reads. */
  queryClient: QueryClient;
}

/**
 * A route loader that starts the query `options(args)` describes, if any, and returns null.
 * On the page server (a request context with its query client) it waits for the answer, so
 * the first server render already has the page's main data.
 */
export function prefetchLoader(options: (args: LoaderFunctionArgs) => PrefetchOptions | undefined) {
  return (args: LoaderFunctionArgs) => {
    const server = (args.context as Partial<ServerLoadContext> | undefined)?.queryClient;
    if (server) {
      const o = options(args);
      if (!o) return null;
      return server.prefetchQuery({ ...(o as FetchQueryOptions), retry: false }).then(() => null);
    }
    const o = client ? options(args) : undefined;
    if (o) prefetch(o);
    return null;
  };
}
