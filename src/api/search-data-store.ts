// searchData (spec section 3, client-side storage keys): the search filters' reference data
// (cities, districts, categories, features, price types) kept in local storage, so the
// filters, the city lists and the office wizard show it at once on the next visit while the
// network answer comes. The stored copy enters the cache as stale: the first screen that
// uses it still asks the server in the background, and every new answer is stored again.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { paths } from './generated/apiback';
import { $api } from './query';

export const SEARCH_DATA_KEY = 'searchData';

/**
 * How long a screen trusts an answer before asking again in the background. Finite, never
 * Infinity: the copy restored from storage counts as old, and a screen that never refetched
 * would show it for the whole visit.
 */
export const SEARCH_DATA_FRESH_MS = 30 * 60_000;

const SEARCH_DATA = $api.queryOptions('get', '/apiBack/v1/user/settings/search_data');
type SearchDataAnswer =
  paths['/apiBack/v1/user/settings/search_data']['get']['responses'][200]['content']['application/json'];

function readStored(): SearchDataAnswer | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(SEARCH_DATA_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    // Only an answer's shape ({ data: {...} }): anything else was not written by this code.
    return parsed && typeof parsed === 'object' && 'data' in parsed
      ? (parsed as SearchDataAnswer)
      : undefined;
  } catch {
    return undefined; // blocked storage or a damaged copy: the network answers
  }
}

/**
 * Keeps searchData: with `restore`, the stored answer goes into the cache as stale (a page
 * that hydrates server markup passes false: its first render must be the markup's); from
 * now on every successful answer is stored.
 */
export function keepSearchData(client: QueryClient, { restore }: { restore: boolean }): void {
  const hash = hashKey(SEARCH_DATA.queryKey);
  if (restore) {
    const stored = readStored();
    if (stored) client.setQueryData(SEARCH_DATA.queryKey, stored, { updatedAt: 0 });
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hash || event.action.manual) return;
    try {
      globalThis.localStorage?.setItem(SEARCH_DATA_KEY, JSON.stringify(event.query.state.data));
    } catch {
      // storage full or blocked: the next visit asks the network first
    }
  });
}
