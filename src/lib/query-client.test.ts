// The app's query client recovers a query that failed offline when the connection returns
// (react-query turns refetchOnReconnect off by default under networkMode 'always').
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

it('refetches a query that failed offline when the browser is online again', async () => {
  const client = createQueryClient();
  client.mount();
  let calls = 0;
  let offline = true;
  const observer = new QueryObserver(client, {
    queryKey: ['offices'],
    queryFn: () => {
      calls += 1;
      return offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(['x']);
    },
    retry: false,
  });
  const results: string[] = [];
  const unsubscribe = observer.subscribe((r) => results.push(r.status));
  await expect.poll(() => observer.getCurrentResult().status).toBe('error');
  expect(calls).toBe(1);

  onlineManager.setOnline(false);
  offline = false;
  onlineManager.setOnline(true);
  await expect.poll(() => observer.getCurrentResult().data).toEqual(['x']);
  expect(calls).toBe(2);
  unsubscribe();
  client.unmount();
});
