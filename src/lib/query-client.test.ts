// Spec section 7: the data client does not refetch on window focus. Checked on the client the
// app creates, beside a client with react-query's default, which does (so the check can fail).
import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => focusManager.setFocused(undefined));

/** How many times a shown query is fetched after the window loses focus and gets it back. */
async function fetchesAcrossFocus(client: QueryClient): Promise<number> {
  // What QueryClientProvider does: listen to the window's focus and the connection.
  client.mount();
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['focus-probe'],
    queryFn: async () => ++fetches,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await observer.refetch();
  const before = fetches;
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  // A focus refetch starts synchronously in setFocused; let it settle before counting.
  await client.getQueryCache().find({ queryKey: ['focus-probe'] })?.promise;
  unsubscribe();
  client.unmount();
  client.clear();
  return fetches - before;
}

describe('the data client', () => {
  it('does not refetch a shown query when the window gets focus back', async () => {
    expect(await fetchesAcrossFocus(createQueryClient())).toBe(0);
  });

  it("differs from react-query's default, which would", async () => {
    expect(await fetchesAcrossFocus(new QueryClient())).toBe(1);
  });
});
