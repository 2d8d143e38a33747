// The embedded backend as something a Node server mounts: one object that answers the
// apiBack contract (`/apiBack/v1/...`) and the mock's admin calls (`/__mock/...`), either as a
// node:http listener (for the browser and curl) or as a fetch function (for the page server,
// which renders with the same data in the same process, without a loopback round trip).
// `npm run mock:server` serves it alone; `npm start` / `npm run serve` mount it beside the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, http, HttpResponse } from 'msw';
import { resetBackend, startBackend } from '../mocks/backend';
import { handlers } from '../mocks/handlers';
import { createRequestListener } from '../mocks/http-adapter';
import { setAnswerCheck } from '../mocks/lib/answer-check';
import { loadContractFromDisk } from '../mocks/lib/load-contract-node';
import { appKeyGate, DEV_APP_KEY } from './mock-app-key';

export interface MockApiOptions {
  /** The key a caller must send in X-App-Key (default: MOCK_APP_KEY, else the dev key). */
  appKey?: string;
  /** Where the durable store lives (default: MOCK_DATA_FILE, else under data/). */
  dataFile?: string;
  /** Re-seed the store at start (`--reset`). */
  reset?: boolean;
  /** A line for the log (default: console.log). */
  log?: (line: string) => void;
}

export interface MockApi {
  /** True when a request path belongs to the mock (`/apiBack/...` or `/__mock/...`). */
  owns(pathname: string): boolean;
  /** node:http listener for the paths it owns. */
  listener(req: IncomingMessage, res: ServerResponse): void;
  /** The same answers as a fetch, for in-process callers (the page server). */
  fetch(request: Request): Promise<Response>;
  /** A one-line description for the start-up banner. */
  banner: string;
  /** Finishes in-flight writes and closes the store. */
  close(): Promise<void>;
}

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const appKey = options.appKey ?? process.env.MOCK_APP_KEY ?? DEV_APP_KEY;
  loadContractFromDisk();
  // Every answer is checked against the contract; a drift prints a warning.
  setAnswerCheck('warn');
  await startBackend();
  if (options.reset) await resetBackend();
  const admin = [
    http.post('*/__mock/reset', async () => {
      await resetBackend();
      return HttpResponse.json({ data: { reset: true } });
    }),
  ];
  const all = [...admin, appKeyGate(appKey), ...handlers];
  const listener = createRequestListener({ handlers: all });
  return {
    owns: (pathname) => pathname.startsWith('/apiBack/') || pathname.startsWith('/__mock/'),
    listener: (req, res) => void listener(req, res),
    fetch: async (request) =>
      (await getResponse(all, request)) ??
      HttpResponse.json({ message: 'There is no Data' }, { status: 404 }),
    banner: 'in-memory store (lost when the process stops)',
    close: async () => {},
  };
}
