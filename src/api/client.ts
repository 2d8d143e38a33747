// The ONE apiBack client. Every request gets the app key, language, Accept and Bearer headers
// here; a 401 clears the stored session and notifies subscribers (see session-events.ts).
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/apiback';
import { ApiNetworkError, isTimeout } from './result';
import { emitUnauthorized } from './session-events';
import { clearSession, readToken } from './session-storage';

export { onUnauthorized } from './session-events';

export const APP_KEY_HEADER = 'X-App-Key';
export const DEV_APP_KEY = 'maktabi-dev-app-key';
// The contract writes every path in full (/apiBack/v1/...), so the base URL is only the origin.
const BASE_PATH = '/apiBack/v1';

export type ApiLanguage = components['schemas']['Lang'];

/** Current UI language without importing i18n: i18next caches it in localStorage, the shell sets <html lang>. */
export function currentLanguage(): ApiLanguage {
  let stored: string | null;
  try {
    stored = globalThis.localStorage?.getItem('i18nextLng') ?? null;
  } catch {
    stored = null; // storage blocked: fall back to <html lang>
  }
  const raw = stored || globalThis.document?.documentElement?.lang || 'ar';
  return raw.toLowerCase().startsWith('en') ? 'en' : 'ar';
}

/** Origin of the API: VITE_API_BASE_URL (with or without /apiBack/v1) or the page's own origin. */
export function resolveBaseUrl(
  configured: string | undefined = import.meta.env.VITE_API_BASE_URL,
): string {
  const origin = globalThis.location?.origin ?? 'http://localhost:5173';
  let base = (configured || origin).replace(/\/+$/, '');
  if (base.endsWith(BASE_PATH)) base = base.slice(0, -BASE_PATH.length);
  return base;
}

export const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set(APP_KEY_HEADER, import.meta.env.VITE_APP_KEY || DEV_APP_KEY);
    if (!request.headers.has('Accept-Language'))
      request.headers.set('Accept-Language', currentLanguage());
    // JSON, unless the call asks for a file its operation answers (a PDF download).
    if (request.headers.get('Accept') !== 'application/pdf')
      request.headers.set('Accept', 'application/json');
    const token = readToken();
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) {
      clearSession();
      emitUnauthorized();
    }
    return response;
  },
};

/** How long a call may wait for an answer before it fails with errors:timeout. */
export interface TimeLimits {
  request: number;
  /** Uploads (office video, receipts) may be large on a slow line: they get longer. */
  upload: number;
}
/**
 * A request's limit in ms from VITE_API_TIMEOUT_MS (a build setting), else 15 s: a call
 * that hangs ends in the screen's error state with its retry, never in endless skeletons.
 */
export function requestTimeLimit(
  configured: string | undefined = import.meta.env.VITE_API_TIMEOUT_MS,
): number {
  const ms = Number(configured);
  return Number.isFinite(ms) && ms >= 1000 ? Math.round(ms) : 15_000;
}
export const TIME_LIMITS: TimeLimits = { request: requestTimeLimit(), upload: 5 * 60_000 };

/** The caller's signal (react-query cancels) joined with the time limit, where the browser can. */
function withTimeout(request: Request, limits: TimeLimits): AbortSignal {
  const upload = request.headers.get('Content-Type')?.startsWith('multipart/') ?? false;
  if (typeof AbortSignal.timeout !== 'function' || typeof AbortSignal.any !== 'function')
    return request.signal;
  return AbortSignal.any([
    request.signal,
    AbortSignal.timeout(upload ? limits.upload : limits.request),
  ]);
}

/**
 * fetch with the time limit; a request that got no answer at all rejects with ApiNetworkError
 * (so screens can say "you are offline"); a cancel or a timeout rejects as it is.
 */
function sender(limits: TimeLimits) {
  return async (request: Request): Promise<Response> => {
    try {
      // Resolve fetch per call: msw (tests, embedded backend) patches globalThis.fetch after this module loads.
      return await globalThis.fetch(request, { signal: withTimeout(request, limits) });
    } catch (error) {
      if (isTimeout(error) || (error instanceof Error && error.name === 'AbortError')) throw error;
      throw new ApiNetworkError(error);
    }
  };
}

export function createApiClient(
  baseUrl: string = resolveBaseUrl(),
  limits: TimeLimits = TIME_LIMITS,
): Client<paths> {
  const client = createClient<paths>({ baseUrl, fetch: sender(limits) });
  client.use(sessionMiddleware);
  return client;
}

export const apiClient = createApiClient();
