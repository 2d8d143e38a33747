// The browser lane of `npm test`: one production build, then the browser test files pulled
// from one queue, longest first, by as many runners as the plan allows. A runner takes a
// batch of files at a time and runs them in one `vitest run` on the shared build
// (E2E_REUSE_BUILD), so a lane that finishes its own work (the unit tests and static checks
// on a 2-core machine) can join the browser tests half way instead of a fixed number of
// workers chosen at the start for the whole run. Batches, not single files: each `vitest run`
// of its own cost ~4.5 CPU-s to start (vitest, its set-up, Playwright), measured 2026-11-28:
// 8 small files one run each 167 CPU-s, in one run 131 CPU-s. Batches shrink as the queue
// empties, so the runners still finish together.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_ENV } from '../tests/e2e/harness/build-env.ts';
import { packageBin, runVitest, type VitestOutcome } from './test-run.ts';

const E2E_DIR = 'tests/e2e';
const DURATIONS = 'reports/e2e-durations.json';
/**
 * Seconds each file took in a full run (two-lanes, in batches, idle 2-core machine,
 * 2026-11-28): the order for a first run, which has no reports/ yet. By size alone, a fresh clone started the
 * accessibility sweep (a short file, the longest run) last, and the run ended on it.
 */
const BASELINE = path.join(E2E_DIR, 'durations.json');

function readTimes(file: string): Record<string, number> {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * Short files share a run up to this much: a run of its own costs about as much as a short
 * file, and a batch this short keeps the runners' end within ~45 s of each other.
 */
export const MIN_BATCH_MS = 45_000;

export interface BrowserFile {
  file: string;
  /** Expected run time, ms: the last run's, the baseline's, else by size. */
  ms: number;
}

/** Browser test files, longest first: by the last run's times, the baseline, else by size. */
export function browserFiles(
  dir = E2E_DIR,
  durationsFile = DURATIONS,
  baselineFile = BASELINE,
): BrowserFile[] {
  const last = readTimes(durationsFile);
  const baseline = readTimes(baselineFile);
  // A file new since the baseline weighs its size (about 1 s of run per 150 bytes).
  const weight = (f: string) =>
    last[f] ?? (baseline[path.basename(f)] ?? statSync(f).size / 150) * 1000;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => path.join(dir, f))
    .map((file) => ({ file, ms: weight(file) }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The next batch for a runner: the longest file left, then the next ones while the batch
 * stays within a share of what is left (`remaining / (runners + 1)`): large batches while
 * much is left, single files at the end, so no runner is left with a long batch while the
 * other has nothing to do; short files at the end share a run up to MIN_BATCH_MS. Measured
 * on a fresh clone, idle 2-core machine, 2026-11-28: one run per file 748 s and 1454 CPU-s for
 * the whole `npm test`; with batches of a third of what is left, 13 runs, 652 s and 1263 CPU-s
 * (the last 8 runs were single files of 7–30 s).
 */
export function nextBatch(queue: BrowserFile[], runners: number): BrowserFile[] {
  const first = queue.shift();
  if (!first) return [];
  const remaining = queue.reduce((sum, f) => sum + f.ms, first.ms);
  const target = Math.max(remaining / (runners + 1), MIN_BATCH_MS);
  const batch = [first];
  let ms = first.ms;
  while (queue.length && ms + queue[0].ms <= target) {
    const next = queue.shift()!;
    batch.push(next);
    ms += next.ms;
  }
  return batch;
}

/**
 * The build every runner shares: the e2e global set-up's build (tests/e2e/harness/build-env.ts),
 * into the folder that E2E_REUSE_BUILD=1 serves.
 */
export function browserBuild(): [string, string[], Record<string, string>] {
  const [node, vite] = packageBin('vite');
  return [
    node,
    [...vite, 'build', '--logLevel', 'warn', '--outDir', 'dist/e2e/last', '--emptyOutDir'],
    E2E_BUILD_ENV,
  ];
}

/**
 * Waits for every promise of a list that may grow while it waits (a lane joining the browser
 * files late). The length is read before each wait: read after it, a runner that joined during
 * the wait was never awaited, and the run ended, unreported, while its last file was going.
 */
export async function awaitGrowing(list: Array<Promise<unknown>>): Promise<void> {
  for (let awaited = -1; awaited < list.length;) {
    awaited = list.length;
    await Promise.all(list);
  }
}

/** The name a browser file's run has in the log and the summary. */
export const browserLabel = (file: string) => `browser: ${path.basename(file, '.e2e.ts')}`;

/** A browser file's outcome in the summary. */
export interface BrowserOutcome {
  file: string;
  label: string;
  passed: number;
  failed: number;
}

/**
 * A queue of browser test files. `runner()` takes batches until none is left; call it once per
 * slot, at any time (a lane that frees up joins by calling it). `runners` is how many are
 * expected in the end (the batches' size). `results()` gives every file's outcome and the
 * slowest tests, and keeps the times for the next run's order.
 */
export function createBrowserQueue(files: BrowserFile[], runners = 2) {
  const queue = [...files];
  const outcomes: BrowserOutcome[] = [];
  const runs: VitestOutcome[] = [];
  async function runner(): Promise<void> {
    for (let batch = nextBatch(queue, runners); batch.length; batch = nextBatch(queue, runners)) {
      const names = batch.map((f) => path.basename(f.file, '.e2e.ts'));
      const run = await runVitest({
        label: `browser: ${names.join(', ')}`,
        project: 'e2e',
        files: batch.map((f) => f.file),
        // One worker, one module graph for the batch's files: run one after another, as
        // separate runs would.
        args: ['--maxWorkers=1', '--no-isolate'],
        report: `reports/vitest-e2e-${names[0]}.json`,
        // Lower priority than the unit and static lanes (tests/e2e/harness/priority.ts): they
        // finish first and join the browser files, so no single-threaded step is left alone.
        env: { E2E_REUSE_BUILD: '1', E2E_NICE: '10' },
      });
      runs.push(run);
      for (const { file } of batch) {
        const result = run.files.find((f) => path.resolve(f.name) === path.resolve(file));
        outcomes.push({
          file,
          label: browserLabel(file) + (result ? '' : ' (no outcome: the run stopped)'),
          passed: result?.passed ?? 0,
          failed: result ? result.failed : 1,
        });
      }
    }
  }
  function results() {
    const durations: Record<string, number> = {};
    for (const run of runs)
      for (const f of run.files) durations[path.relative(process.cwd(), f.name)] = f.ms;
    writeFileSync(DURATIONS, JSON.stringify(durations, null, 1));
    const slowest = runs
      .flatMap((r) => r.slowest)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    return { outcomes, slowest };
  }
  return { runner, results };
}
