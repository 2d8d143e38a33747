// A route's data, asked for when navigation to it starts: in parallel with the route's lazy
// chunk instead of after it (the screen's useQuery then finds the answer cached or in
// flight). React Router calls a route's static `loader` alongside its `lazy`; the loader
// here only starts the request and returns at once, so navigation never waits on data.
// The app's query client is registered by the entry (main.tsx) before the router exists;
// without one (tests with their own client) the loaders do nothing.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';

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

/** Starts the query (unless a fresh answer is cached); never throws. */
export function prefetch(options: PrefetchOptions) {
  void client?.prefetchQuery({ ...(options as FetchQueryOptions), staleTime: PREFETCH_FRESH_MS });
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
