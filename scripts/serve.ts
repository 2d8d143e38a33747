// `npm run serve` (and `npm start`, through scripts/start.mjs): the production build served
// by the page server (scripts/page-server/): every public page rendered on the server per
// request with its data, hydrated in the browser. Without VITE_API_BASE_URL the embedded
// backend runs in this same process (the browser calls it at /apiBack, the render asks it
// directly); with it, the pages' data come from that apiBack, server to server with the
// build's app key.
//   --if-needed      build only when the build is missing or older than the sources (npm start)
//   --dist DIR       serve that build as it is, never build (the browser tests' build)
//   --data-file F    the embedded backend's SQLite file (default MOCK_DATA_FILE, data/mock.sqlite)
//   PORT             the port (default 4173; 0 picks a free one)
import './page-server/production-env';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { startMockApi } from './mock-api';
import { startPageServer } from './page-server/page-server';
import { SSR_DIR, SSR_ENTRY } from './prerender';

const { values: args } = parseArgs({
  options: {
    'if-needed': { type: 'boolean' },
    dist: { type: 'string' },
    'data-file': { type: 'string' },
  },
});
const outDir = path.resolve(args.dist ?? 'dist/app');
const port = Number(process.env.PORT ?? 4173);
const entry = path.join(outDir, SSR_DIR, SSR_ENTRY);

/** Newest modification time under the folders and files a build reads. */
function newestSource(): number {
  let newest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const f of readdirSync(p)) walk(path.join(p, f));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of [
    'src',
    'schemas',
    'mocks',
    'public',
    'index.html',
    'vite.config.ts',
    'package.json',
  ])
    walk(path.resolve(p));
  return newest;
}

const ifNeeded = args['if-needed'];
if (
  args.dist === undefined &&
  (!ifNeeded || !existsSync(entry) || statSync(entry).mtimeMs < newestSource())
) {
  console.log('  Building the app (vite build and the server bundle)…');
  await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
}
const mockApi = process.env.VITE_API_BASE_URL
  ? undefined
  : await startMockApi({ dataFile: args['data-file'] });
const server = await startPageServer({
  dist: outDir,
  port,
  mockApi,
  origin: process.env.PUBLIC_ORIGIN,
});
const backend = process.env.VITE_API_BASE_URL
  ? `the apiBack at ${process.env.VITE_API_BASE_URL}`
  : `the embedded backend in this process (${mockApi!.banner})`;
console.log(`\n  Maktabi is served at ${server.url}/ with pages rendered on the server,`);
console.log(`  on ${backend} (Ctrl+C to stop).\n`);
const stop = async () => {
  await server.close();
  await mockApi?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
