// Typed react-query access to apiBack, the one way a screen reads or writes:
//   $api.useQuery('get', '/apiBack/v1/...', { params }, { select, enabled, ... })
//   $api.queryOptions(...)            (for tables, prefetching, queryClient.fetchQuery)
//   $api.useMutation('post', '/apiBack/v1/...', { onSuccess, ... })
// Same client and middleware as apiClient; a failed call throws ApiRequestError (./result.ts).
import type { ClientPathsWithMethod } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { apiClient } from './client';
import { withApiErrors } from './result';

export const $api = createQueryClient(withApiErrors(apiClient));

type Method = Parameters<typeof $api.queryOptions>[0];

/**
 * The cache key prefix of every $api query of one operation, whatever its params: what to
 * invalidate after a write. `client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/offers') })`
 */
export function apiKey<M extends Method, P extends ClientPathsWithMethod<typeof apiClient, M>>(
  method: M,
  path: P,
): readonly [M, P] {
  return [method, path];
}

/**
 * A call outside React (a wizard definition's `submit`, the multi-step payment): the client
 * `$api` is built on, read with `unwrap`:
 *   `(await unwrap(apiCall.PUT('/apiBack/v1/user/units/{id}/prices', init))).data`
 * Components use `$api`'s hooks (or `sideQuery`/`useSideMutation` for two-sided operations),
 * and features import neither `apiClient` nor hand-written query keys (the `local/one-api-way`
 * lint rule).
 */
export const apiCall = apiClient;
