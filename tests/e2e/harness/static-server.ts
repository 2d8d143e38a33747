// A tiny static file server for the production build, configured as a real host would be:
// a folder's index.html (the prerendered pages: scripts/prerender.ts), the SPA fallback
// (every other path gets spa.html, the unrendered shell), long cache on hashed assets, and
// the build's precompressed copies (.br, .gz) for a browser that accepts them.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The best precompressed copy of `file` the browser accepts (brotli first), if built. */
export function pickEncoding(accept: string, file: string) {
  const accepted = new Set(accept.split(',').map((e) => e.split(';')[0].trim()));
  for (const encoding of [
    { name: 'br', ext: '.br' },
    { name: 'gzip', ext: '.gz' },
  ]) {
    if (accepted.has(encoding.name) && existsSync(file + encoding.ext)) return encoding;
  }
  return undefined;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `root` on 127.0.0.1 at a free port chosen by the OS. */
export async function serveStatic(root: string, port = 0): Promise<RunningServer> {
  const server: Server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      const shell = path.join(root, 'spa.html');
      file = existsSync(shell) ? shell : path.join(root, 'index.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), file);
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
    });
    createReadStream(encoding ? file + encoding.ext : file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
