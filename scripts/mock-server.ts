// `npm run mock:server [-- --port 8787] [--app-key K]`: the embedded backend as a local HTTP
// server (CORS on), for curl, the contract probe and a real-backend build of the app.
// State lives in memory for the life of the process; POST /__mock/reset re-seeds.
// Like a real apiBack it refuses a call without the right `X-App-Key` (401): the key is
// --app-key, else MOCK_APP_KEY, else the app's development key (src/api/client.ts).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { http, HttpResponse } from 'msw';
import { lastBuildMs, resetBackend, startBackend, getStore } from '../mocks/backend';
import { handlers } from '../mocks/handlers';
import { createRequestListener } from '../mocks/http-adapter';
import { loadContractFromDisk } from '../mocks/lib/load-contract-node';
import { appKeyGate, DEV_APP_KEY } from './mock-app-key';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, 'app-key': { type: 'string' } },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 8787);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const appKey = values['app-key'] ?? process.env.MOCK_APP_KEY ?? DEV_APP_KEY;

loadContractFromDisk();
await startBackend();
const counts = getStore().store.counts();
const total = Object.values(counts).reduce((a, b) => a + b, 0);

const admin = [
  http.post('*/__mock/reset', async () => {
    await resetBackend();
    return HttpResponse.json({ data: { reset: true } });
  }),
];

const server = createServer(
  createRequestListener({ handlers: [...admin, appKeyGate(appKey), ...handlers] }),
);
server.listen(port, host, () => {
  console.log(
    `mock apiBack on http://${host}:${port}/apiBack/v1 (${total} seeded rows, built in ${lastBuildMs.toFixed(0)} ms; X-App-Key ${appKey})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
