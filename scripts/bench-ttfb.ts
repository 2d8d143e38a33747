// The time to first byte of `/details/1` (issue 28: ≤ 300 ms), served as `npm run serve`
// serves it: the page server (scripts/page-server/) on the build `npm run serve` makes, the
// embedded backend in the same process on a fresh seeded SQLite file. Each request is cold
// for HTTP: a new TCP connection (no keep-alive), no cache, the headers a browser sends
// (Arabic, brotli). The time is from the request sent to the first byte of the body (the
// server writes its headers and the shell's head once the page's data are in). The first
// request after start-up (modules compiled, the database opened) is kept apart and shown;
// the budget judges the median of the next BENCH_TTFB_RUNS (9).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asServe } from './bench-dashboard';
import { median, type BenchRow } from './bench-lighthouse';
import { startMockApi } from './mock-api';
import { startPageServer } from './page-server/page-server';

export const TTFB_PATH = '/details/1';

export interface TtfbFigures {
  path: string;
  /** Median of the cold requests after the first, ms. */
  medianMs: number;
  /** The first request after the server started, ms. */
  firstMs: number;
  /** Every timed request, ms, and their HTTP status. */
  runs: number[];
  /** The server's own time to the page's head (its Server-Timing `render`), median, ms. */
  renderMedianMs: number;
  status: number;
}

/** One request on its own connection: ms to the first body byte, and the status. */
function timeToFirstByte(url: string): Promise<{ ms: number; status: number; renderMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, {
      agent: false,
      headers: {
        Accept: 'text/html',
        'Accept-Encoding': 'gzip, deflate, br',
        'Accept-Language': 'ar-SA,ar;q=0.9',
        Connection: 'close',
      },
    });
    req.on('response', (res) => {
      res.once('data', () => {
        const ms = performance.now() - started;
        res.resume();
        const timing = /render;dur=([\d.]+)/.exec(String(res.headers['server-timing']));
        const renderMs = timing ? Number(timing[1]) : NaN;
        res.on('end', () => resolve({ ms, status: res.statusCode ?? 0, renderMs }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function measureTtfb(runs = Number(process.env.BENCH_TTFB_RUNS ?? 9)): Promise<TtfbFigures> {
  return asServe(async (dist) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-ttfb-'));
    const api = await startMockApi({
      dataFile: path.join(dir, 'mock.sqlite'),
      reset: true,
      log: () => {},
    });
    const server = await startPageServer({ dist, mockApi: api, log: () => {} });
    try {
      const first = await timeToFirstByte(server.url + TTFB_PATH);
      const timed: number[] = [];
      const render: number[] = [];
      let status = first.status;
      for (let i = 0; i < runs; i++) {
        const r = await timeToFirstByte(server.url + TTFB_PATH);
        timed.push(r.ms);
        render.push(r.renderMs);
        if (r.status !== 200) status = r.status;
      }
      const renderMedianMs = median(render);
      return {
        path: TTFB_PATH,
        medianMs: median(timed),
        firstMs: first.ms,
        runs: timed,
        renderMedianMs,
        status,
      };
    } finally {
      await server.close();
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

/**
 * The bench's row: the median against the budget; beside it the first request and the
 * server's own render time (the rest is the connection and the compressor's first flush).
 * A page that does not answer 200 fails whatever its time.
 */
export function ttfbRow(f: TtfbFigures, budgetMs: number): BenchRow {
  return [
    `TTFB ${f.path} (page server, embedded backend)`,
    `${Math.round(f.medianMs)} ms`,
    `≤ ${budgetMs} ms`,
    `first ${Math.round(f.firstMs)} ms, render ${Math.round(f.renderMedianMs)}`,
    f.status === 200 && f.medianMs <= budgetMs,
  ];
}

/** `--only=ttfb`: measures, prints the row and every run, sets the exit code. */
export async function benchTtfbOnly(budgetMs: number, load: () => string): Promise<void> {
  const loadAtStart = load();
  const figures = await measureTtfb();
  const [name, value, budget, beside, ok] = ttfbRow(figures, budgetMs);
  const runs = figures.runs.map(Math.round).join(' ');
  console.log(`${name}: ${value} (${budget}; ${beside}; runs ${runs})`);
  console.log(`${ok ? 'Within budget' : 'OVER budget'} · machine load ${loadAtStart} → ${load()}`);
  process.exitCode = ok ? 0 : 1;
}
