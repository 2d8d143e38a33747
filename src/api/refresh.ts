// A write refreshes what it makes stale, itself (issue 30): each mutation hook names the key
// prefixes it changes (`apiKey(...)`, `sideKeys(...)`) and refreshes them on success, so a
// screen only calls `mutate` and never touches the cache (eslint: no `useQueryClient` or
// `invalidateQueries` in a feature's .tsx). Never the whole cache: only the named reads.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks every cached read under the key prefixes stale; those on screen are asked again. */
export async function refreshKeys(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * `refreshKeys` on the app's client, as a function a mutation's `onSuccess` returns: the
 * mutation stays pending until the reads on screen have been asked again, so a dialog that
 * closes on success closes onto fresh data.
 *   $api.useMutation('post', path, { onSuccess: useRefresh(CHANGED) })
 */
export function useRefresh(keys: readonly QueryKey[]): () => Promise<void> {
  const client = useQueryClient();
  return () => refreshKeys(client, keys);
}
