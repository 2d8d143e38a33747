// `npm run mock:server [-- --port 8787]`: the embedded backend as a local HTTP server
// (CORS on), for curl, the contract probe and a real-backend build of the app.
// State lives in memory for the life of the process; POST /__mock/reset re-seeds.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { http, HttpResponse } from 'msw';
import { lastBuildMs, resetBackend, startBackend, getStore } from '../mocks/backend';
import { handlers } from '../mocks/handlers';
import { createRequestListener } from '../mocks/http-adapter';
import { loadContractFromDisk } from '../mocks/lib/load-contract-node';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 8787);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

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

const server = createServer(createRequestListener({ handlers: [...admin, ...handlers] }));
server.listen(port, host, () => {
  console.log(
    `mock apiBack on http://${host}:${port}/apiBack/v1 (${total} seeded rows, built in ${lastBuildMs.toFixed(0)} ms)`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
