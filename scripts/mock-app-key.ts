// The app-key gate of `npm run mock:server`: like a real apiBack, a call without the right
// `X-App-Key` gets 401 before anything else. An msw handler that answers nothing (falls
// through to the backend) when the key is right, so tests can put it in front of the backend.
import { http, HttpResponse } from 'msw';

/** The app's development key and header (src/api/client.ts, which is browser code). */
export const DEV_APP_KEY = 'maktabi-dev-app-key';
export const APP_KEY_HEADER = 'X-App-Key';

/**
 * Paths the contract opens to callers without the key (`security: []`): the public iCal feed,
 * which calendar apps fetch by its secret address alone. tests/contract/mock-vs-contract.test.ts
 * checks this list against the contract.
 */
export const KEYLESS_PATHS = [/\/apiBack\/v1\/public\/ical\/[^/]+\/calendar\.ics$/];

export function appKeyGate(appKey: string) {
  return http.all('*/apiBack/*', ({ request }) => {
    if (request.headers.get(APP_KEY_HEADER) === appKey) return undefined;
    if (KEYLESS_PATHS.some((re) => re.test(new URL(request.url).pathname))) return undefined;
    return HttpResponse.json({ message: 'INVALID APP KEY!' }, { status: 401 });
  });
}
