// `npm start`: what a new user should see, the production app with its pages rendered on the
// server, on the embedded backend (demo data) in the same process: builds when the build is
// missing or older than the sources, then runs the page server (scripts/serve.ts). Set
// VITE_API_BASE_URL to use a real apiBack. For editing with hot reload: `npm run dev`.
import { spawn } from 'node:child_process';
import path from 'node:path';

const tsx = path.resolve('node_modules/.bin/tsx');
const child = spawn(tsx, ['scripts/serve.ts', '--if-needed'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
