// The app-key gate of `npm run mock:server`: like a real apiBack, a call without the right
// `X-App-Key` gets 401 before anything else. An msw handler that answers nothing (falls
// through to the backend) when the key is right, so tests can put it in front of the backend.
import { http, HttpResponse, matchRequestUrl } from 'msw';

/** The app's development key and header (src/api/client.ts, which is browser code). */
export const DEV_APP_KEY = 'maktabi-dev-app-key';
export const APP_KEY_HEADER = 'X-App-Key';

/**
 * Paths the contract opens to callers without the key (`security: []`): the public iCal feed,
 * which calendar apps fetch by its secret address alone. tests/contract/mock-vs-contract.test.ts
 * checks this list against the contract.
 */
export const KEYLESS_PATHS = [/\/apiBack\/v1\/public\/ical\/[^/]+\/calendar\.ics$/];

/** The calls the key guards. */
const GATED = '*/apiBack/*';

/** The gate's answer: 401 for a guarded call without the right key, else undefined (go on). */
export function appKeyRefusal(request: Request, appKey: string): Response | undefined {
  if (request.headers.get(APP_KEY_HEADER) === appKey) return undefined;
  const url = new URL(request.url);
  if (!matchRequestUrl(url, GATED).matches) return undefined;
  if (KEYLESS_PATHS.some((re) => re.test(url.pathname))) return undefined;
  return HttpResponse.json({ message: 'INVALID APP KEY!' }, { status: 401 });
}

/**
 * The gate as an msw handler in front of others. The mock server asks `appKeyRefusal` itself
 * instead: each handler msw runs costs an abort signal and a request clone.
 */
export function appKeyGate(appKey: string) {
  return http.all(GATED, ({ request }) => appKeyRefusal(request, appKey));
}
