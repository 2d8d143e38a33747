// The app-key gate of `npm run mock:server`: like a real apiBack, a call without the right
// `X-App-Key` gets 401 before anything else. An msw handler that answers nothing (falls
// through to the backend) when the key is right, so tests can put it in front of the backend.
import { http, HttpResponse } from 'msw';

/** The app's development key and header (src/api/client.ts, which is browser code). */
export const DEV_APP_KEY = 'maktabi-dev-app-key';
export const APP_KEY_HEADER = 'X-App-Key';

export function appKeyGate(appKey: string) {
  return http.all('*/apiBack/*', ({ request }) => {
    if (request.headers.get(APP_KEY_HEADER) === appKey) return undefined;
    return HttpResponse.json({ message: 'INVALID APP KEY!' }, { status: 401 });
  });
}
