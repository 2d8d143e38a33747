// `npm run mock:server [-- --port 8787] [--app-key K] [--reset] [--stateless [--dynamic] [--seed N]]`:
// the embedded backend as a local HTTP server (CORS on), for curl, the contract probe, a
// frontend team sharing one backend and a real-backend build of the app. State lives in the
// SQLite file MOCK_DATA_FILE (default data/mock.sqlite; `--data-file F`), written before each
// answer; `--reset` or POST /__mock/reset re-seed it (scripts/mock-api.ts, mocks/durable.ts).
// `--stateless` answers like Prism instead (scripts/mock-stateless.ts).
// Like a real apiBack it refuses a call without the right `X-App-Key` (401): the key is
// --app-key, else MOCK_APP_KEY, else the app's development key (src/api/client.ts).
// SIGTERM / SIGINT: stops accepting, finishes the requests in flight, closes the file.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { faker } from '@faker-js/faker/locale/ar';
import { createRequestListener } from '../mocks/http-adapter';
import { setAnswerCheck } from '../mocks/lib/answer-check';
import { loadContractFromDisk } from '../mocks/lib/load-contract-node';
import { loadContract } from './contract-schema';
import { appKeyGate, DEV_APP_KEY } from './mock-app-key';
import { startMockApi } from './mock-api';
import { statelessHandlers, type StatelessMode } from './mock-stateless';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'app-key': { type: 'string' },
    'data-file': { type: 'string' },
    reset: { type: 'boolean' },
    stateless: { type: 'boolean' },
    dynamic: { type: 'boolean' },
    seed: { type: 'string' },
  },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 8787);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const appKey = values['app-key'] ?? process.env.MOCK_APP_KEY ?? DEV_APP_KEY;

const mode: StatelessMode | null = values.stateless
  ? values.dynamic
    ? 'dynamic'
    : 'static'
  : null;
let listener: Parameters<typeof createServer>[1];
let banner: string;
let close = async () => {};
if (mode) {
  loadContractFromDisk();
  setAnswerCheck('warn');
  faker.seed(Number(values.seed ?? 20261121));
  listener = createRequestListener({
    handlers: [appKeyGate(appKey), ...statelessHandlers(loadContract(), mode)],
  });
  banner = `stateless, ${mode === 'dynamic' ? 'faker factories' : 'examples'}`;
} else {
  const api = await startMockApi({ appKey, dataFile: values['data-file'], reset: values.reset });
  listener = api.listener;
  banner = api.banner;
  close = api.close;
}

const server = createServer(listener);
server.listen(port, host, () => {
  const actual = (server.address() as AddressInfo).port;
  console.log(
    `mock apiBack on http://${host}:${actual}/apiBack/v1 (${banner}; X-App-Key ${appKey})`,
  );
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // No new connections; idle keep-alive ones go now, busy ones after their answer.
    server.close(() => void close().then(() => process.exit(0)));
    server.closeIdleConnections();
    // A client that keeps its connection open after its answer does not hold the exit.
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  });
