import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { $api } from './query';
import { keepSearchData, SEARCH_DATA_KEY } from './search-data-store';

const KEY = $api.queryOptions('get', '/apiBack/v1/user/settings/search_data').queryKey;
const ANSWER = { data: { cities: [{ id: 1, name: 'الرياض' }] } };
const NEWER = { data: { cities: [{ id: 2, name: 'جدة' }] } };

afterEach(() => localStorage.clear());

describe('searchData in local storage', () => {
  it('shows the stored answer at once, as stale, and stores each new answer', async () => {
    localStorage.setItem(SEARCH_DATA_KEY, JSON.stringify(ANSWER));
    const client = new QueryClient();
    keepSearchData(client, { restore: true });
    expect(client.getQueryData(KEY)).toEqual(ANSWER);
    // Older than any staleTime a screen gives it: the screen asks the server in the background.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: KEY })
        ?.isStaleByTime(60 * 60_000),
    ).toBe(true);
    await client.fetchQuery({ queryKey: KEY, queryFn: () => NEWER });
    expect(JSON.parse(localStorage.getItem(SEARCH_DATA_KEY)!)).toEqual(NEWER);
  });

  it('leaves a hydrating page to its markup, and ignores a damaged or foreign copy', async () => {
    localStorage.setItem(SEARCH_DATA_KEY, JSON.stringify(ANSWER));
    const hydrating = new QueryClient();
    keepSearchData(hydrating, { restore: false });
    expect(hydrating.getQueryData(KEY)).toBeUndefined();
    for (const stored of ['{not json', '"a string"', '{"cities":[]}']) {
      localStorage.setItem(SEARCH_DATA_KEY, stored);
      const client = new QueryClient();
      keepSearchData(client, { restore: true });
      expect(client.getQueryData(KEY), stored).toBeUndefined();
    }
  });
});
