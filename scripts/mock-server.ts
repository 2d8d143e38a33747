// `npm run mock:server [-- --port 8787] [--app-key K] [--stateless [--dynamic] [--seed N]]`: the
// embedded backend as a local HTTP server (CORS on), for curl, the contract probe and a
// real-backend build of the app. State lives in memory for the life of the process;
// POST /__mock/reset re-seeds. `--stateless` answers like Prism instead (scripts/mock-stateless.ts).
// Like a real apiBack it refuses a call without the right `X-App-Key` (401): the key is
// --app-key, else MOCK_APP_KEY, else the app's development key (src/api/client.ts).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { faker } from '@faker-js/faker/locale/ar';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { lastBuildMs, resetBackend, startBackend, getStore } from '../mocks/backend';
import { handlers } from '../mocks/handlers';
import { createRequestListener } from '../mocks/http-adapter';
import { setAnswerCheck } from '../mocks/lib/answer-check';
import { loadContractFromDisk } from '../mocks/lib/load-contract-node';
import { loadContract } from './contract-schema';
import { appKeyGate, DEV_APP_KEY } from './mock-app-key';
import { statelessHandlers, type StatelessMode } from './mock-stateless';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'app-key': { type: 'string' },
    stateless: { type: 'boolean' },
    dynamic: { type: 'boolean' },
    seed: { type: 'string' },
  },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 8787);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const appKey = values['app-key'] ?? process.env.MOCK_APP_KEY ?? DEV_APP_KEY;

loadContractFromDisk();
// Every answer is checked against the contract; a drift prints a warning (mocks/lib/answer-check.ts).
setAnswerCheck('warn');
const mode: StatelessMode | null = values.stateless
  ? values.dynamic
    ? 'dynamic'
    : 'static'
  : null;
let backend: RequestHandler[];
let banner: string;
if (mode) {
  faker.seed(Number(values.seed ?? 20261121));
  backend = statelessHandlers(loadContract(), mode);
  banner = `stateless, ${mode === 'dynamic' ? 'faker factories' : 'examples'}`;
} else {
  await startBackend();
  const counts = getStore().store.counts();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  backend = handlers;
  banner = `${total} seeded rows, built in ${lastBuildMs.toFixed(0)} ms`;
}

const admin = [
  http.post('*/__mock/reset', async () => {
    await resetBackend();
    return HttpResponse.json({ data: { reset: true } });
  }),
];

const server = createServer(
  createRequestListener({
    handlers: [...(mode ? [] : admin), appKeyGate(appKey), ...backend],
  }),
);
server.listen(port, host, () => {
  console.log(`mock apiBack on http://${host}:${port}/apiBack/v1 (${banner}; X-App-Key ${appKey})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
