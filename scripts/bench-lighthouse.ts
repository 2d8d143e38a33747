// Lighthouse for `npm run bench`: one page, one preset (mobile or desktop), median of N
// runs. Each run gets a fresh Chromium profile (a cold cache, as on a first visit); the
// static server sends the build's brotli copies, as a real host does.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness/chromium';

export type Preset = 'mobile' | 'desktop';

export interface LhFigures {
  performance: number;
  accessibility: number;
  /** Lighthouse's SEO category (issue 28: ≥ 0.95 on the three pages). */
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Runs a command without blocking the event loop: the static servers live in this process. */
function runAsync(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

/**
 * The browser's language (BENCH_LANG, default `ar`): the product's default and its market's.
 * Headless Chromium otherwise says en-US, and the page renders in English (the prerendered
 * Arabic first paint of scripts/prerender.ts is then replaced by a client render).
 */
export const BENCH_LANG = process.env.BENCH_LANG === 'en' ? 'en' : 'ar';
const LANG_FLAGS = BENCH_LANG === 'ar' ? ['--accept-lang=ar-SA,ar'] : ['--accept-lang=en-US,en'];

async function lighthouse(url: string, preset: Preset): Promise<LhFigures> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  const profile = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
  const flags = ['--headless', ...CHROMIUM_ARGS, `--user-data-dir=${profile}`, ...LANG_FLAGS];
  const args = [
    'lighthouse',
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,seo',
    `--chrome-flags=${flags.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const res = await runAsync('npx', args, { ...process.env, CHROME_PATH: CHROMIUM_PATH });
  if (res.code !== 0 || !existsSync(out)) {
    throw new Error(`lighthouse failed on ${url}: ${res.stderr.slice(-500)}`);
  }
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    seo: lhr.categories.seo.score,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Chromium under lighthouse occasionally loses its target on a busy 2-core machine: retry twice. */
async function lighthouseWithRetry(url: string, preset: Preset): Promise<LhFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  lighthouse ${preset} attempt ${attempt} failed, retrying…`);
    }
  }
}

/** Each figure is the median of its own runs (a slow run does not drag the others). */
export async function lighthouseMedian(
  url: string,
  preset: Preset,
  runs: number,
): Promise<LhFigures> {
  const all: LhFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseWithRetry(url, preset));
  const figures = {
    performance: median(all.map((r) => r.performance)),
    accessibility: median(all.map((r) => r.accessibility)),
    seo: median(all.map((r) => r.seo)),
    lcpMs: median(all.map((r) => r.lcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    cls: median(all.map((r) => r.cls)),
  };
  console.log(
    `  ${preset.padEnd(7)} ${url}: ${figures.performance.toFixed(2)}, SEO ${figures.seo.toFixed(2)}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}`,
  );
  return figures;
}

/** The page's budget: the preset's defaults with the page's own overrides (bench/budgets.json). */
export function lighthouseBudget(
  budgets: {
    lighthouse: Record<Preset, LhFigures> & {
      pages?: Record<string, Partial<Record<Preset, Partial<LhFigures>>>>;
    };
  },
  page: string,
  preset: Preset,
): LhFigures {
  return { ...budgets.lighthouse[preset], ...budgets.lighthouse.pages?.[page]?.[preset] };
}

/** A row of the bench's table: [measure, value, budget, floor page, within budget]. */
export type BenchRow = [string, string, string, string, boolean];

/**
 * The rows of one page and preset: each figure against its budget, the floor page's figure
 * beside it. Scores are floors (≥), times and the layout shift ceilings (≤); the mobile
 * performance score must also reach the floor page's.
 */
export function lighthouseRows(
  page: string,
  preset: Preset,
  app: LhFigures,
  budget: LhFigures,
  floor: LhFigures,
): BenchRow[] {
  const name = `LH ${preset} ${page}`;
  const score = (key: 'performance' | 'accessibility' | 'seo'): BenchRow => [
    `${name} ${key}`,
    app[key].toFixed(2),
    `≥ ${budget[key]}`,
    floor[key].toFixed(2),
    app[key] >= budget[key],
  ];
  // Issue 28: on mobile, not below the floor page's score in the same run either.
  const performance = score('performance');
  if (preset === 'mobile') {
    performance[2] += ', ≥ floor';
    performance[4] &&= app.performance >= floor.performance;
  }
  const ms = (key: 'lcpMs' | 'tbtMs', label: string): BenchRow => [
    `${name} ${label}`,
    `${Math.round(app[key])} ms`,
    `≤ ${budget[key]} ms`,
    `${Math.round(floor[key])} ms`,
    app[key] <= budget[key],
  ];
  return [
    performance,
    score('accessibility'),
    score('seo'),
    ms('lcpMs', 'LCP'),
    [
      `${name} CLS`,
      app.cls.toFixed(3),
      `≤ ${budget.cls}`,
      floor.cls.toFixed(3),
      app.cls <= budget.cls,
    ],
    ms('tbtMs', 'TBT'),
  ];
}
