// Types that hold every `route()` to the contract: the generated `paths` of
// src/api/generated/apiback.ts say which path has which method, what its path
// parameters are called and what its request body holds. A misspelt path, a method the
// path does not have, or a body field the operation does not declare fails `tsc`.
import type { paths } from '@/api/generated/apiback';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const API_PREFIX = '/apiBack/v1';
type Prefix = typeof API_PREFIX;

type StripPrefix<K> = K extends `${Prefix}${infer P}` ? P : never;

/** A contract path after `/apiBack/v1`, with `{param}` placeholders. */
export type ApiPath = StripPrefix<keyof paths>;

/** The operation of a path and method; `never` when the contract has no such operation. */
export type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[`${Prefix}${P}`][M]>;

/** The contract paths that have method `M`. */
export type PathWith<M extends Method> = {
  [P in ApiPath]: [Operation<P, M>] extends [never] ? never : P;
}[ApiPath];

/** An operation without a request body: reading any field of it is a type error. */
export type NoBody = Record<never, never>;

/**
 * The request body of an operation as the contract declares it (JSON, or the multipart
 * form with files turned into upload paths by the route), `NoBody` when it has none.
 */
export type RequestBody<Op> = Op extends { requestBody: { content: infer C } }
  ? C[keyof C]
  : NoBody;

/** Path parameters by their contract names; values arrive as text (see `intParam`). */
export type PathParams<Op> = Op extends { parameters: { path: infer PP } }
  ? { [K in keyof PP]-?: string }
  : NoBody;
