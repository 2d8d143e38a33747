// The embedded backend as something a Node server mounts: one object that answers the
// apiBack contract (`/apiBack/v1/...`) and the mock's admin calls (`/__mock/...`), either as a
// node:http listener (for the browser and curl) or as a fetch function (for the page server,
// which renders with the same data in the same process, without a loopback round trip).
// `npm run mock:server` serves it alone; `npm start` / `npm run serve` mount it beside the app;
// `npm run dev` mounts it in Vite's dev server (scripts/vite-mock-api.ts).
// State lives in a SQLite file (mocks/durable.ts); writes run one at a time and are committed
// before their answer; `Prefer` scenarios (mocks/lib/prefer.ts) apply to one request each.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpResponse } from 'msw';
import { DEFAULT_DATA_FILE, DurableBackend, type WriteStats } from '../mocks/durable';
import { getStore } from '../mocks/backend';
import { createRequestListener } from '../mocks/http-adapter';
import { setAnswerCheck } from '../mocks/lib/answer-check';
import { loadContractFromDisk } from '../mocks/lib/load-contract-node';
import { emptied, preferredFailure, readPreference } from '../mocks/lib/prefer';
import { handlers } from '../mocks/handlers';
import { appKeyRefusal, DEV_APP_KEY } from './mock-app-key';

export interface MockApiOptions {
  /** The key a caller must send in X-App-Key (default: MOCK_APP_KEY, else the dev key). */
  appKey?: string;
  /** Where the durable store lives (default: MOCK_DATA_FILE, else data/mock.sqlite). */
  dataFile?: string;
  /** Re-seed the store at start (`--reset`). */
  reset?: boolean;
  /** A line for the log (default: console.log). */
  log?: (line: string) => void;
  /** Origins allowed by CORS (default: the app's origins, mocks/lib/origins.ts). */
  allowOrigins?: readonly string[];
}

export interface MockApi {
  /**
   * True when a request path belongs to the mock: `/apiBack/...`, `/__mock/...`, and
   * `/uploads/...` (it is the file host too: GeneralSettings.file_host is the page's origin).
   */
  owns(pathname: string): boolean;
  /** node:http listener for the paths it owns. */
  listener(req: IncomingMessage, res: ServerResponse): void;
  /** The same answers as a fetch, for in-process callers (the page server). */
  fetch(request: Request): Promise<Response>;
  /** A one-line description for the start-up banner. */
  banner: string;
  /** Finishes in-flight writes and closes the store. */
  close(): Promise<void>;
  /** The SQLite file in use. */
  dataFile: string;
  /** Commits so far: how many, rows written, time spent. */
  writeStats(): WriteStats;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const appKey = options.appKey ?? process.env.MOCK_APP_KEY ?? DEV_APP_KEY;
  const dataFile = options.dataFile ?? process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE;
  const log = options.log ?? ((line: string) => console.log(line));
  loadContractFromDisk();
  // Every answer is checked against the contract; a drift prints a warning.
  setAnswerCheck('warn');
  const durable = await DurableBackend.open({
    handlers,
    gate: (request) => appKeyRefusal(request, appKey),
    file: dataFile,
    reset: options.reset,
    log,
  });

  async function respond(original: Request): Promise<Response | undefined> {
    const { pathname } = new URL(original.url);
    if (pathname === '/__mock/reset' && original.method === 'POST') {
      await durable.reset();
      return HttpResponse.json({ data: { reset: true } });
    }
    // The commits so far (count, rows, ms): what the bench reports beside the latencies.
    if (pathname === '/__mock/stats') return HttpResponse.json({ data: durable.stats });
    const { request, prefer } = readPreference(original);
    if (prefer.delay) await sleep(prefer.delay);
    if (prefer.code) return preferredFailure(prefer.code);
    const response = await durable.respond(request);
    return response && prefer.empty ? emptied(response) : response;
  }

  const listener = createRequestListener({ respond, allowOrigins: options.allowOrigins });
  const counts = getStore().store.counts();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    owns: (pathname) =>
      pathname.startsWith('/apiBack/') ||
      pathname.startsWith('/__mock/') ||
      pathname.startsWith('/uploads/'),
    listener: (req, res) => void listener(req, res),
    fetch: async (request) =>
      (await respond(request)) ??
      HttpResponse.json({ message: 'There is no Data' }, { status: 404 }),
    banner: `${total} rows in ${dataFile}`,
    close: () => durable.close(),
    dataFile,
    writeStats: () => ({ ...durable.stats }),
  };
}
