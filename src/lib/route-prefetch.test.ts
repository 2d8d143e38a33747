// A route's data asked for ahead (./route-prefetch.ts) is asked for once: the screen mounting
// after the answer arrived reads it. Checked on the app's data client beside react-query's
// default client, on which the screen would ask again (so the check can fail).
import { hashKey, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import {
  prefetch,
  prefetched,
  PREFETCH_FRESH_MS,
  prefetchStaleTime,
  sessionLoader,
  setPrefetchClient,
} from './route-prefetch';

afterEach(() => {
  setPrefetchClient(undefined);
  localStorage.clear();
});

let n = 0;
/** How many requests a route's prefetch and then its screen's first mount make. */
async function requestsFor(client: QueryClient): Promise<number> {
  setPrefetchClient(client);
  let requests = 0;
  const options = {
    queryKey: ['probe', ++n],
    queryFn: async () => ({ n: ++requests }),
  };
  prefetch(options);
  await client.getQueryCache().find({ queryKey: options.queryKey })?.promise;
  // The screen, after its chunk arrived: the answer is in the cache already.
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  await observer.getCurrentQuery().promise;
  unsubscribe();
  client.clear();
  return requests;
}

describe('prefetch', () => {
  it("is the screen's answer: one request for the page", async () => {
    expect(await requestsFor(createQueryClient())).toBe(1);
  });

  it("differs from react-query's default, where the screen asks again", async () => {
    expect(await requestsFor(new QueryClient())).toBe(2);
  });

  it('leaves the freshness of a query nobody asked for ahead alone', async () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(prefetchStaleTime);
    expect(prefetchStaleTime({ queryHash: hashKey(['not-ahead']) })).toBe(0);
  });

  it('the answer a loader waits on counts as asked for ahead too', async () => {
    const client = createQueryClient();
    setPrefetchClient(client);
    const options = { queryKey: ['list', ++n], queryFn: async () => [1, 2] };
    expect(await prefetched(options)).toEqual([1, 2]);
    expect(prefetchStaleTime({ queryHash: hashKey(options.queryKey) })).toBe(PREFETCH_FRESH_MS);
  });
});

describe('sessionLoader', () => {
  const args = { request: new Request('http://localhost/dashboard/x'), params: {} };
  const run = () => {
    let started = 0;
    const loader = sessionLoader(() => void started++);
    expect(loader(args as unknown as LoaderFunctionArgs)).toBeNull();
    return started;
  };

  it('starts the request only with a stored session and the app client', () => {
    setPrefetchClient(createQueryClient());
    expect(run()).toBe(0);
    localStorage.setItem('user_token', 'token-1');
    expect(run()).toBe(1);
    setPrefetchClient(undefined);
    expect(run()).toBe(0);
  });
});
