// `npm run bench -- --only=dashboard` (and a step of the full bench): a signed-in lessor's
// direct load of dashboard pages, served as `npm run serve` serves them: the production build
// in mock mode (the embedded backend ships), the page server (scripts/page-server/) with the
// embedded backend in the same process on a fresh seeded SQLite file. Chromium, desktop
// (1366×900), no throttling. Each load is a new browser context (a cold HTTP cache, as the
// first visit of the day; the token and account type in localStorage as after a login), then the same page
// once more in that context (a warm cache, shown beside it). The time is from navigation start
// to the first frame that shows the page's content element (a table row, the statement's
// totals, the settings form), read in the page: median of BENCH_RUNS (5) runs per page, judged
// against bench/budgets.json `dashboardLoadMs`.
import './page-server/production-env';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness/chromium';
import { STATE_WAIT_MS } from '../tests/e2e/harness/patience';
import { BUSINESS_ACCOUNT } from '../src/domain/account-type';
import type { Language } from '../src/i18n/languages';
import { BENCH_LANG, median } from './bench-lighthouse';
import { startMockApi } from './mock-api';
import { client, LESSOR_PHONE } from './mock-server-harness';
import { startPageServer } from './page-server/page-server';

/** Each page and the element that means its content is on screen. */
export const DASHBOARD_PAGES: Record<string, string> = {
  '/dashboard/transactions': '[data-testid="table-transfers"] table tbody tr',
  '/dashboard/statements': '[data-testid="statement-totals"]',
  '/dashboard/notifications': '[data-testid="table-notifications"] table tbody tr',
  '/dashboard/home/unit-settings': '[data-testid="unit-settings-form"]',
};

export interface DashboardFigures {
  runs: number;
  /** Per page: median and every run, ms, cold and warm cache. */
  pages: Record<string, { coldMs: number; warmMs: number; cold: number[]; warm: number[] }>;
}

/**
 * Runs in the page before its scripts: from the first frame on, looks for `selector` each
 * frame and records when it is first laid out and not hidden (ms since navigation start).
 * A string, not a function: tsx's keepNames would wrap a function's inner functions in a
 * `__name` helper the page does not have.
 */
export const watchContent = (selector: string) => `(() => {
  const look = (now) => {
    const el = document.querySelector(${JSON.stringify(selector)});
    const box = el && el.getBoundingClientRect();
    if (el && box.width > 0 && box.height > 0 && el.checkVisibility()) window.__contentAt = now;
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function loadTime(
  context: Awaited<ReturnType<Browser['newContext']>>,
  url: string,
  selector: string,
): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript({ content: watchContent(selector) });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as unknown as { __contentAt?: number }).__contentAt,
    undefined,
    // A guard against a page that never shows its content, not the budget (judged after).
    { timeout: STATE_WAIT_MS },
  );
  const ms = (await handle.jsonValue()) as number;
  await page.close();
  return ms;
}

/** Where asServe puts the build `npm run serve` makes (the embedded backend in it). */
/** A desktop browser context signed in as the lessor at `origin`, as the login modal leaves it. */
export function lessorContext(
  browser: Browser,
  origin: string,
  token: string,
  lang: Language = BENCH_LANG,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: lang === 'ar' ? 'ar-SA' : 'en-US',
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'user_token', value: token },
            { name: 'user_type', value: BUSINESS_ACCOUNT },
          ],
        },
      ],
    },
  });
}

export const SERVE_BUILD_DIR = path.resolve('dist/bench-dashboard');

/**
 * Runs `measure` on the build `npm run serve` makes (built once per bench run; BENCH_SKIP_BUILD=1
 * reuses the previous one): mock mode, so the full bench's VITE_API_BASE_URL (its own build
 * points at a separate mock server) is set aside for the build and the measure, then put back.
 */
let built = false;
export async function asServe<T>(measure: (dist: string) => Promise<T>): Promise<T> {
  const apiBase = process.env.VITE_API_BASE_URL;
  delete process.env.VITE_API_BASE_URL;
  try {
    if (!built && process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('Building the app as `npm run serve` does (embedded backend)…');
      await build({
        logLevel: 'warn',
        mode: 'production',
        build: { outDir: SERVE_BUILD_DIR, emptyOutDir: true },
      });
      built = true;
    }
    return await measure(SERVE_BUILD_DIR);
  } finally {
    if (apiBase !== undefined) process.env.VITE_API_BASE_URL = apiBase;
  }
}

/** Serves the build of asServe with the embedded backend and measures each page. */
export function measureDashboard(
  runs = Number(process.env.BENCH_RUNS ?? 5),
): Promise<DashboardFigures> {
  return asServe((outDir) => measureDashboardOn(outDir, runs));
}

async function measureDashboardOn(outDir: string, runs: number): Promise<DashboardFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  try {
    const api = await startMockApi({
      dataFile: path.join(dir, 'mock.sqlite'),
      reset: true,
      log: () => {},
    });
    const server = await startPageServer({ dist: outDir, mockApi: api, log: () => {} });
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--accept-lang=${BENCH_LANG === 'ar' ? 'ar-SA,ar' : 'en-US,en'}`],
    });
    // The lessor's token, as the login modal would get it.
    const token = await client(server.url).login(LESSOR_PHONE);
    const figures: DashboardFigures = { runs, pages: {} };
    try {
      for (const [route, selector] of Object.entries(DASHBOARD_PAGES)) {
        const cold: number[] = [];
        const warm: number[] = [];
        for (let i = 0; i < runs; i++) {
          const context = await lessorContext(browser, server.url, token);
          cold.push(await loadTime(context, server.url + route, selector));
          warm.push(await loadTime(context, server.url + route, selector));
          await context.close();
        }
        figures.pages[route] = { coldMs: median(cold), warmMs: median(warm), cold, warm };
      }
    } finally {
      await browser.close();
      await server.close();
      await api.close();
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `--only=dashboard`: measures, prints, writes reports/bench-dashboard.json, sets the exit code. */
export async function benchDashboardOnly(budgetMs: number, load: () => string): Promise<void> {
  const loadAtStart = load();
  console.log(`Machine load (1/5/15 min) at start: ${loadAtStart}; browser language ${BENCH_LANG}`);
  const figures = await measureDashboard();
  const rows = dashboardRows(figures, budgetMs);
  mkdirSync('reports', { recursive: true });
  const report = { date: new Date().toISOString(), load: [loadAtStart, load()], figures };
  writeFileSync('reports/bench-dashboard.json', JSON.stringify(report, null, 2));
  console.log(`\nSigned-in direct load, desktop, no throttling, median of ${figures.runs}:`);
  for (const [name, value, budget, warm, ok] of rows)
    console.log(
      `${name.padEnd(46)} ${value.padEnd(9)} ${budget.padEnd(11)} ${warm.padEnd(14)} ${ok ? 'yes' : 'OVER'}`,
    );
  console.log(`machine load at end ${load()} · reports/bench-dashboard.json`);
  process.exitCode = rows.every((r) => r[4]) ? 0 : 1;
}

/** The bench's rows: [measure, value, budget, warm cache, within budget]. */
export function dashboardRows(
  figures: DashboardFigures,
  budgetMs: number,
): [string, string, string, string, boolean][] {
  return Object.entries(figures.pages).map(([route, f]) => [
    `dashboard load ${route}`,
    `${Math.round(f.coldMs)} ms`,
    `≤ ${budgetMs} ms`,
    `warm ${Math.round(f.warmMs)} ms`,
    f.coldMs <= budgetMs,
  ]);
}
