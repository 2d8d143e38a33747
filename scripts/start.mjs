// `npm start`: runs the app on its embedded backend (msw in the browser) with
// Vite's dev server and prints the address to open. Set VITE_API_BASE_URL to
// talk to a real apiBack instead (then no mock code is loaded).
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ server: { port, host: '127.0.0.1', strictPort: false } });
await server.listen();

const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
const backend = process.env.VITE_API_BASE_URL
  ? `the real apiBack at ${process.env.VITE_API_BASE_URL}`
  : 'the embedded mock backend (demo data, resettable from the footer)';
console.log(`\n  Maktabi is running on ${backend}.`);
console.log(`  Open ${url} in your browser (Ctrl+C to stop).\n`);
