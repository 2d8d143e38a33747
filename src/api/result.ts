// The ONE place that turns an apiBack answer into data or an error:
//   unwrap(apiClient.POST(...))      data, or throws ApiRequestError (status + contract body)
//   $api (./query.ts)                the same error class from every query and mutation
//   serverFieldErrors(error)         a 422's messages by field path ('prices.0.value')
//   errorMessageKey(error)           an i18n key for any failure (status, server error,
//                                    offline, timeout),
//                                    so no screen shows a server's raw English sentence
import type { Client } from 'openapi-fetch';
import type { components } from './generated/apiback';
import { SERVER_MESSAGE_KEYS } from './server-messages';

/** The contract's error body: `{ message, errors?: { field: [message, ...] } }`. */
/** The contract's error body; a 429 also carries `retry_after` (TooManyRequests). */
export type ApiErrorBody = components['schemas']['ApiError'] & { retry_after?: number };

/** A field path as the server names it ('name', 'location.lat', 'prices.0.value') → i18n key. */
export type FieldErrors = Record<string, string>;

/**
 * A non-2xx answer: the HTTP status and the contract body. `message` and `errors` repeat the
 * body's, so an instance is also a valid `ApiErrorBody` (openapi-react-query types a hook's
 * `error` as the body; at run time it is this class, see withApiErrors).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly errors?: ApiErrorBody['errors'];

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    if (body.errors) this.errors = body.errors;
  }
}

/** What every openapi-fetch call resolves to (the success and the error branch). */
export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** A body that is not the contract's shape (an HTML 502 page, plain text) keeps only its status. */
function toBody(raw: unknown, response: Response): ApiErrorBody {
  if (raw && typeof raw === 'object') {
    const o = raw as Record<string, unknown>;
    const message = typeof o.message === 'string' ? o.message : response.statusText;
    const errors = readErrorLists(o.errors);
    const body: ApiErrorBody = errors ? { message, errors } : { message };
    // A 429 says how long to wait (body `retry_after`, else the Retry-After header).
    const wait = Number(o.retry_after ?? response.headers.get('Retry-After'));
    return response.status === 429 && wait > 0 ? { ...body, retry_after: wait } : body;
  }
  return { message: response.statusText || `HTTP ${response.status}` };
}

function readErrorLists(value: unknown): ApiErrorBody['errors'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(value as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length) errors[path] = list;
  }
  return errors;
}

/** The error of a failed result (any non-2xx status, even with an empty body). */
export function toApiRequestError(result: ApiResult<unknown>): ApiRequestError {
  return new ApiRequestError(result.response.status, toBody(result.error, result.response));
}

/**
 * The body of a successful call, or throws ApiRequestError. Accepts the call itself or its
 * awaited result: `const { data } = await unwrap(apiClient.GET('/apiBack/v1/...'))`.
 */
export async function unwrap<T>(result: ApiResult<T> | PromiseLike<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (!r.response.ok) throw toApiRequestError(r);
  // Every contract operation answers 2xx with a JSON body (no 204s); an empty one is a fault.
  if (r.data === undefined) throw toApiRequestError({ ...r, error: { message: 'empty body' } });
  return r.data;
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
type AnyCall = (url: unknown, init?: unknown) => Promise<ApiResult<unknown>>;

/**
 * The same client whose failed calls carry an ApiRequestError as `error`: openapi-react-query
 * throws `error` as it is, so queries and mutations fail with the status, not a bare body.
 */
export function withApiErrors<P extends object>(client: Client<P>): Client<P> {
  const wrapped: Record<string, unknown> = { ...client };
  for (const method of METHODS) {
    const call = client[method] as unknown as AnyCall;
    wrapped[method] = async (url: unknown, init?: unknown) => {
      const r = await call(url, init);
      return r.response.ok ? r : { response: r.response, error: toApiRequestError(r) };
    };
  }
  // The methods keep their signatures; only the runtime class of `error` changes.
  return wrapped as unknown as Client<P>;
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The request got no answer at all (offline, DNS, connection reset); set by the client's fetch. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(cause: unknown) {
    super('no answer from apiBack', { cause });
  }
}

/** An i18n key as the server sent it ('validation:required'), not a sentence. */
const I18N_KEY = /^[a-z][\w-]*:[\w.-]+$/;

/** A message the server sent, as something the screen can translate. */
export function messageKey(message: string | undefined, fallback: string): string {
  if (!message) return fallback;
  const known = SERVER_MESSAGE_KEYS[message.trim()];
  if (known) return known;
  return I18N_KEY.test(message) ? message : fallback;
}

/**
 * A 422's field messages by the server's path ('prices.0.value'), first message of each,
 * as i18n keys (a sentence the app cannot translate becomes the generic "Invalid Input").
 * Null when the error is not a validation failure with fields.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiRequestError(error) || error.status !== 422 || !error.body.errors) return null;
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(error.body.errors)) {
    out[path] = messageKey(messages[0], 'errors:invalidInput');
  }
  return Object.keys(out).length ? out : null;
}

const BY_STATUS: Record<number, string> = {
  401: 'errors:loginToContinue',
  403: 'errors:forbidden',
  404: 'errors:noData',
  408: 'errors:timeout',
  409: 'errors:conflict',
  413: 'errors:tooLarge',
  422: 'errors:invalidInput',
  429: 'errors:tooManyRequests',
  504: 'errors:timeout',
};

/** The seconds a 429 says to wait (`retry_after`), or null for any other failure. */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiRequestError(error) || error.status !== 429) return null;
  const seconds = Number(error.body.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** AbortSignal.timeout() rejects with a DOMException named TimeoutError. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The i18n key (in the bundled `errors` namespace, or a known server message's key) that
 * explains any failure: an API status, no connection, a timeout, or anything else.
 */
export function errorMessageKey(error: unknown): string {
  if (isApiRequestError(error)) {
    // A 5xx is the server's fault whatever sentence it sent: say so (not "invalid", not "unavailable").
    if (error.status >= 500 && error.status !== 504) return 'errors:server';
    const byStatus = BY_STATUS[error.status] ?? 'errors:default';
    return messageKey(error.body.message, byStatus);
  }
  if (isTimeout(error)) return 'errors:timeout';
  if (error instanceof ApiNetworkError || isOffline()) return 'errors:offline';
  return 'errors:default';
}

/** The faults a user can only wait out and retry, each said distinctly. */
export type FaultKey = 'errors:server' | 'errors:offline' | 'errors:timeout';

/**
 * The failure as a fault (server error, offline, timeout), or null for anything else (a 404,
 * a refusal), which the screen words in its own terms.
 */
export function faultKey(error: unknown): FaultKey | null {
  const key = errorMessageKey(error);
  return key === 'errors:server' || key === 'errors:offline' || key === 'errors:timeout'
    ? key
    : null;
}
