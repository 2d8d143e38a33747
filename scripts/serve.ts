// `npm run serve`: the production build on a local static server, as a real host serves it
// (brotli or gzip copies, long cache on hashed assets, the SPA fallback), for a person who
// wants to try what users download. Without VITE_API_BASE_URL the build carries the
// embedded backend, so it runs with demo data like `npm start`.
import path from 'node:path';
import { build } from 'vite';
import { serveStatic } from '../tests/e2e/harness/static-server';

const outDir = path.resolve('dist/app');
const port = Number(process.env.PORT ?? 4173);
await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
const server = await serveStatic(outDir, port);
console.log(`\n  The production build is served at ${server.url}/ (Ctrl+C to stop).\n`);
