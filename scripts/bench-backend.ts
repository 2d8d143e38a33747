// `npm run bench -- --only=backend` (and a step of the full bench): the mock server under load
// on loopback. It starts as a child process on its own temp data file (seeded), then 20
// concurrent clients call search, details, quote and reservation for BENCH_BACKEND_SECONDS
// (default 10 s) and each call's p95 is judged against bench/budgets.json `backend.p95Ms`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { booking, client, LESSOR_PHONE, startServer, TENANT_PHONE } from './mock-server-harness';

export const BACKEND_CALLS = ['search', 'details', 'quote', 'reservation'] as const;
export type BackendCall = (typeof BACKEND_CALLS)[number];

export interface BackendFigures {
  clients: number;
  seconds: number;
  /** Per call: answers, p50/p95/max in ms, statuses seen. */
  calls: Record<
    BackendCall,
    { count: number; p50: number; p95: number; max: number; statuses: Record<number, number> }
  >;
  /** Commits of the reservations: how long writing the changed rows took. */
  commitMsMean: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

export async function measureBackend(
  clients = 20,
  seconds = Number(process.env.BENCH_BACKEND_SECONDS ?? 10),
): Promise<BackendFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-backend-'));
  const server = await startServer(path.join(dir, 'bench.sqlite'), ['--reset']);
  try {
    const api = client(server.base);
    const tenant = await api.login(TENANT_PHONE);
    await api.login(LESSOR_PHONE);
    const search = await api.call('GET', '/public/offices?city_id=1&per_page=10');
    const officeIds: number[] = search.body.data.data.map((o: { id: number }) => o.id);
    const samples: Record<BackendCall, number[]> = {
      search: [],
      details: [],
      quote: [],
      reservation: [],
    };
    const statuses: Record<BackendCall, Record<number, number>> = {
      search: {},
      details: {},
      quote: {},
      reservation: {},
    };
    // Reservations walk forward one day at a time: each books free days (201), as users do.
    let nextDay = 400;
    const run: Record<BackendCall, () => Promise<{ status: number }>> = {
      search: () => api.call('GET', '/public/offices?city_id=1&type_res_id=2&per_page=10'),
      details: () =>
        api.call(
          'GET',
          `/public/offices/${officeIds[Math.floor(Math.random() * officeIds.length)]}`,
        ),
      quote: () =>
        api.call('POST', '/ordinaries/reservations/quote', {
          token: tenant,
          body: {
            unit_id: 1,
            type_res_id: 2,
            start_date: booking(150).start_date,
            end_date: booking(153).start_date,
          },
        }),
      reservation: () =>
        api.call('POST', '/ordinaries/reservations', {
          token: tenant,
          body: booking(nextDay++, 1),
        }),
    };
    // Warm-up, not measured: the first call of each kind compiles its contract check (ajv)
    // and its code paths; a running server has done that long before.
    for (let i = 0; i < 5; i++) for (const kind of BACKEND_CALLS) await run[kind]();
    const until = performance.now() + seconds * 1000;
    let turn = 0;
    const worker = async () => {
      while (performance.now() < until) {
        const kind = BACKEND_CALLS[turn++ % BACKEND_CALLS.length]!;
        const t0 = performance.now();
        const { status } = await run[kind]();
        samples[kind].push(performance.now() - t0);
        statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: clients }, worker));
    const calls = {} as BackendFigures['calls'];
    for (const kind of BACKEND_CALLS) {
      const sorted = samples[kind].sort((a, b) => a - b);
      calls[kind] = {
        count: sorted.length,
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        max: sorted.at(-1) ?? 0,
        statuses: statuses[kind],
      };
    }
    const stats = await fetch(`${server.base}/__mock/stats`).then((r) => r.json());
    return {
      clients,
      seconds,
      calls,
      commitMsMean: stats.data.count ? stats.data.totalMs / stats.data.count : 0,
    };
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rows for the bench's table: [measure, value, budget, floor, ok]. */
export function backendRows(
  figures: BackendFigures,
  budgetMs: number,
): Array<[string, string, string, string, boolean]> {
  return BACKEND_CALLS.map((kind) => {
    const c = figures.calls[kind];
    const codes = Object.entries(c.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    return [
      `backend p95 ${kind} (${figures.clients} clients; ${codes})`,
      `${c.p95.toFixed(1)} ms`,
      `≤ ${budgetMs} ms`,
      '-',
      c.p95 <= budgetMs,
    ];
  });
}
