// The ONE apiBack client. Every request gets the app key, language, Accept and Bearer headers
// here; a 401 clears the stored session and notifies subscribers (see session-events.ts).
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/apiback';
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

export function createApiClient(baseUrl: string = resolveBaseUrl()): Client<paths> {
  const client = createClient<paths>({
    baseUrl,
    // Resolve fetch per call: msw (tests, embedded backend) patches globalThis.fetch after this module loads.
    fetch: (input) => globalThis.fetch(input),
  });
  client.use(sessionMiddleware);
  return client;
}

export const apiClient = createApiClient();
