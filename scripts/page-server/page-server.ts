// The production page server (`npm run serve`, `npm start`): every public page rendered per
// request with its data (src/entry-server.tsx → src/app/server-render/), the build's files
// as a static host serves them, /robots.txt and /sitemap.xml, and, without
// VITE_API_BASE_URL, the embedded backend mounted in the same process (scripts/mock-api.ts):
// the browser calls it at /apiBack and the render asks it in process, without a round trip.
import { existsSync, readFileSync, statSync, createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { PageRender, RenderOptions } from '../../src/entry-server';
import type { Language } from '../../src/i18n/languages';
import { DEV_APP_KEY } from '../mock-app-key';
import type { MockApi } from '../mock-api';
import { SPA_SHELL, SSR_DIR, SSR_ENTRY } from '../prerender';
import { pickEncoding, TYPES } from '../../tests/e2e/harness/static-server';
import { dashboardPreloader, isDashboardPath, readDashboardPreloads } from './dashboard-shell';
import { cutShell } from './html-shell';
import { publishedOffices, robotsTxt, sitemapEntries, sitemapXml } from './seo-files';
import { RETRY_SECONDS, unavailablePage } from './unavailable-page';

const DASHBOARD_HEAD = '<meta name="robots" content="noindex">';

interface ServerEntry {
  renderPage(url: URL, options: RenderOptions): Promise<PageRender>;
  requestLanguage(url: URL, cookie?: string | null, accept?: string | null): Language;
}

export interface PageServerOptions {
  /** The client build (with the server bundle in ssr/). */
  dist: string;
  port?: number;
  host?: string;
  /** The embedded backend, mounted at /apiBack and /__mock and asked in process. */
  mockApi?: MockApi;
  /** The public origin for absolute URLs (default: the request's Host). */
  origin?: string;
  log?: (line: string) => void;
}

export interface PageServer {
  url: string;
  close(): Promise<void>;
}

// Captured before the render scope wraps globalThis.fetch (src/app/server-render/server-fetch.ts).
const network = globalThis.fetch.bind(globalThis);

/** The API base the build was made for (VITE_API_BASE_URL), else the in-process backend. */
function apiBase(): string {
  return (process.env.VITE_API_BASE_URL || 'http://localhost').replace(/\/apiBack\/v1\/?$/, '');
}

export async function startPageServer(options: PageServerOptions): Promise<PageServer> {
  const dist = path.resolve(options.dist);
  const entryFile = path.join(dist, SSR_DIR, SSR_ENTRY);
  if (!existsSync(entryFile)) throw new Error(`page server: no server bundle at ${entryFile}`);
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const mockMeta = options.mockApi ? '<meta name="mock-backend" content="server">' : '';
  const shell = cutShell(readFileSync(path.join(dist, SPA_SHELL), 'utf8'), mockMeta);
  const built = readDashboardPreloads(dist);
  const preloadsOf = built ? dashboardPreloader(built) : () => '';
  /**
   * The API of one request. In process, the call is made as if at the page's own origin:
   * the embedded backend names its origin as the file host (GeneralSettings.file_host), so
   * image addresses in the HTML point at this server, which serves /uploads through it.
   */
  const apiFetchAt = (origin: string) =>
    options.mockApi
      ? (r: Request) => {
          const u = new URL(r.url);
          return options.mockApi!.fetch(new Request(origin + u.pathname + u.search, r));
        }
      : (r: Request) => network(r);
  /** The embedded backend's paths: the API, its admin calls and the files it plays host of. */
  const mockOwns = (pathname: string) =>
    !!options.mockApi && (options.mockApi.owns(pathname) || pathname.startsWith('/uploads/'));
  const log = options.log ?? ((line: string) => console.log(line));

  const originOf = (req: IncomingMessage) =>
    options.origin ?? `http://${req.headers.host ?? `127.0.0.1:${options.port ?? 80}`}`;

  function sendFile(req: IncomingMessage, res: ServerResponse, file: string) {
    const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(encoding ? file + encoding.ext : file).pipe(res);
  }

  /** The body through brotli or gzip when the browser takes it, flushed as React writes. */
  function compressed(req: IncomingMessage, res: ServerResponse): NodeJS.WritableStream {
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'br');
      // Quality 5, not zlib's default 11: a page is compressed per request, and at 11 the
      // details page took ~195 ms of CPU (its first flush alone ~120 ms, all of it before
      // the first byte) for 21.9 kB; at 5, 2 ms for 24.9 kB (measured 2026-11-29).
      const z = createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      z.pipe(res);
      return z;
    }
    if (/\bgzip\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'gzip');
      const z = createGzip({ flush: constants.Z_SYNC_FLUSH });
      z.pipe(res);
      return z;
    }
    return res;
  }

  async function apiGet(pathAndQuery: string): Promise<Response> {
    return apiFetchAt(apiBase())(
      new Request(apiBase() + pathAndQuery, {
        headers: {
          'X-App-Key': process.env.VITE_APP_KEY || DEV_APP_KEY,
          Accept: 'application/json',
          'Accept-Language': 'ar',
        },
      }),
    );
  }

  /**
   * A dashboard URL: private (the session lives in the browser's storage, which the server
   * never sees), so nothing is rendered here: the shell, 200 and noindex, in the request's
   * language, and the browser renders the page. The server's route table has no dashboard
   * branch (the browser loads it on the first dashboard URL), so it used to answer these with
   * its hidden 404 page: HTTP 404 and 83 kB of markup for a page that exists. Its head
   * preloads the dashboard's and the page's chunks and translations (./dashboard-shell.ts).
   */
  function dashboard(req: IncomingMessage, res: ServerResponse, url: URL, lang: Language) {
    const preloads = preloadsOf(lang, url.pathname);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Language', lang);
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const body = compressed(req, res);
    body.end(req.method === 'HEAD' ? '' : shell.unrendered(lang, DASHBOARD_HEAD + preloads));
  }

  async function page(req: IncomingMessage, res: ServerResponse, url: URL) {
    const lang = entry.requestLanguage(url, req.headers.cookie, req.headers['accept-language']);
    if (isDashboardPath(url.pathname)) return dashboard(req, res, url, lang);
    const started = performance.now();
    const origin = originOf(req);
    const rendered = await entry.renderPage(url, { lang, apiFetch: apiFetchAt(origin), origin });
    const common = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Language': lang,
      Vary: 'Accept-Encoding, Accept-Language, Cookie',
      'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
    };
    if (rendered.status === 503) {
      res.writeHead(503, { ...common, 'Retry-After': String(RETRY_SECONDS) });
      res.end(unavailablePage(lang, url.pathname + url.search));
      return;
    }
    res.statusCode = rendered.status;
    for (const [k, v] of Object.entries(common)) res.setHeader(k, v);
    const body = compressed(req, res);
    body.write(shell.open(lang, rendered.head));
    if (req.method === 'HEAD') {
      body.end();
      return;
    }
    const markup = new PassThrough();
    markup.on('data', (chunk: Buffer) => body.write(chunk));
    markup.on('end', () => body.end(shell.close(rendered.state)));
    rendered.pipe(markup);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', originOf(req));
    if (mockOwns(url.pathname)) return options.mockApi!.listener(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(robotsTxt(originOf(req)));
      return;
    }
    if (url.pathname === '/sitemap.xml') {
      const xml = sitemapXml(originOf(req), sitemapEntries(await publishedOffices(apiGet)));
      res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8' });
      res.end(xml);
      return;
    }
    const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = path.join(dist, rel);
    const hidden =
      rel.startsWith(`${path.sep}${SSR_DIR}${path.sep}`) ||
      rel.startsWith(`${path.sep}.vite${path.sep}`) ||
      rel === SPA_SHELL;
    if (!hidden && file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      return sendFile(req, res, file);
    }
    // A missing asset is a 404, not a page.
    if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    await page(req, res, url);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`[page-server] ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
