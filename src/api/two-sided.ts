// The one way to call a two-sided operation: the same operation exists for a tenant under
// /apiBack/v1/ordinaries/... and for a lessor under /apiBack/v1/user/... (the same shapes).
// A screen names the operation once by its tail and its side picks the path:
//   useQuery(sideQuery(side, '/complaints/{id}', { params: { path: { id } } }))
//   const close = useSideMutation(side, 'post', '/complaints/{id}/close', { invalidates: [...] })
// The query keys are `$api`'s own (`['get', path, init]`), so `sideKeys('/complaints')`
// (both sides' keys of one operation) invalidates them; a mutation names what it refreshes.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod } from 'openapi-typescript-helpers';
import type { Side } from '@/lib/session';
import type { paths } from './generated/apiback';
import { $api } from './query';
import { refreshKeys } from './refresh';

export type { Side } from '@/lib/session';

const TENANT = '/apiBack/v1/ordinaries';
const LESSOR = '/apiBack/v1/user';
type Tenant = typeof TENANT;
type Lessor = typeof LESSOR;

/** The path of a side for an operation's tail. */
export function sidePath<T extends string>(side: Side, tail: T) {
  return `${side === 'tenant' ? TENANT : LESSOR}${tail}` as `${Lessor}${T}`;
}

type TailOf<P, Prefix extends string> = P extends `${Prefix}${infer R extends `/${string}`}`
  ? R
  : never;

/** The tails that both sides have with method M: the two-sided operations. */
export type SidedTail<M extends HttpMethod> = TailOf<PathsWithMethod<paths, M>, Tenant> &
  TailOf<PathsWithMethod<paths, M>, Lessor>;

type LessorPath<M extends HttpMethod, T extends SidedTail<M>> = `${Lessor}${T}` &
  PathsWithMethod<paths, M>;
type Init<M extends HttpMethod, T extends SidedTail<M>> = MaybeOptionalInit<
  paths[LessorPath<M, T>],
  M
>;
type Operation<M extends HttpMethod, T extends SidedTail<M>> = paths[LessorPath<
  M,
  T
>][M] extends infer O extends Record<string | number, unknown>
  ? O
  : never;
type Response<M extends HttpMethod, T extends SidedTail<M>, I> = Required<
  FetchResponse<Operation<M, T>, I, MediaType>
>;

/** `$api.queryOptions` of the lessor's operation: what `sideQuery` returns for either side. */
type SideQueryOptions<T extends SidedTail<'get'>, I extends Init<'get', T>> = ReturnType<
  typeof $api.queryOptions<'get', LessorPath<'get', T>, I, Response<'get', T, I>, object>
>;

/**
 * `$api.queryOptions('get', path)` for the side's path of a two-sided read: the key and the
 * function `useQuery`, the table engine and `queryClient.fetchQuery` take.
 */
export function sideQuery<T extends SidedTail<'get'>, I extends Init<'get', T>>(
  side: Side,
  tail: T,
  init?: I,
): SideQueryOptions<T, I> {
  // The tail is checked against both sides above; the path is one of the two.
  const options = $api.queryOptions as unknown as (m: 'get', p: string, i?: unknown) => unknown;
  return options('get', sidePath(side, tail), init) as SideQueryOptions<T, I>;
}

/** The key prefixes of one read on both sides (every page and filter): what a write refreshes. */
export function sideKeys<T extends SidedTail<'get'>>(tail: T): QueryKey[] {
  return [
    ['get', `${TENANT}${tail}`],
    ['get', `${LESSOR}${tail}`],
  ];
}

type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

type SideMutation<M extends WriteMethod, T extends SidedTail<M>> = ReturnType<
  typeof $api.useMutation<M, LessorPath<M, T>, Init<M, T>, Response<M, T, Init<M, T>>>
>;

export interface SideMutationOptions<Data> {
  /** Key prefixes to refresh after success (`sideKeys(...)`, `apiKey(...)`): the mutation owns them. */
  invalidates?: readonly QueryKey[];
  /** Runs after the refresh has been asked for. */
  onSuccess?: (data: Data) => unknown;
}

/**
 * `$api.useMutation` for the side's path of a two-sided write; after success it refreshes the
 * keys it names (never the whole cache), then calls `onSuccess`.
 */
export function useSideMutation<M extends WriteMethod, T extends SidedTail<M>>(
  side: Side,
  method: M,
  tail: T,
  options: SideMutationOptions<Response<M, T, Init<M, T>>['data']> = {},
): SideMutation<M, T> {
  const client = useQueryClient();
  const use = $api.useMutation as unknown as (m: M, p: string, o: object) => unknown;
  return use(method, sidePath(side, tail), {
    onSuccess: async (data: Response<M, T, Init<M, T>>['data']) => {
      await refreshKeys(client, options.invalidates ?? []);
      await options.onSuccess?.(data);
    },
  }) as SideMutation<M, T>;
}
