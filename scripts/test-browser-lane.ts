// The browser lane of `npm test`: one production build, then the browser test files pulled
// from one queue, longest first, by as many runners as the plan allows. A runner is a
// `vitest run` of one file on the shared build (E2E_REUSE_BUILD), so a lane that finishes its
// own work (the unit tests and static checks on a 2-core machine) can join the browser tests
// half way instead of a fixed number of workers chosen at the start for the whole run.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_ENV } from '../tests/e2e/harness/build-env.ts';
import { packageBin, runVitest, type VitestOutcome } from './test-run.ts';

const E2E_DIR = 'tests/e2e';
const DURATIONS = 'reports/e2e-durations.json';
/**
 * Seconds each file took in a full run (two-lanes, idle 2-core machine, 2026-11-28): the order
 * for a first run, which has no reports/ yet. By size alone, a fresh clone started the
 * accessibility sweep (a short file, the longest run) last, and the run ended on it.
 */
const BASELINE = path.join(E2E_DIR, 'durations.json');

function readTimes(file: string): Record<string, number> {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Browser test files, longest first: by the last run's times, the baseline, else by size. */
export function browserFiles(
  dir = E2E_DIR,
  durationsFile = DURATIONS,
  baselineFile = BASELINE,
): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => path.join(dir, f));
  const last = readTimes(durationsFile);
  const baseline = readTimes(baselineFile);
  // A file new since the baseline weighs its size (about 1 s of run per 150 bytes).
  const weight = (f: string) =>
    last[f] ?? (baseline[path.basename(f)] ?? statSync(f).size / 150) * 1000;
  return files.sort((a, b) => weight(b) - weight(a));
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

/**
 * A queue of browser test files. `runner()` takes files until none is left; call it once per
 * slot, at any time (a lane that frees up joins by calling it). `results()` gives every file's
 * outcome, and the times are kept for the next run's order.
 */
export function createBrowserQueue(files: string[]) {
  const queue = [...files];
  const outcomes: VitestOutcome[] = [];
  async function runner(): Promise<void> {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const name = path.basename(file, '.e2e.ts');
      outcomes.push(
        await runVitest({
          label: browserLabel(file),
          project: 'e2e',
          files: [file],
          report: `reports/vitest-e2e-${name}.json`,
          // Lower priority than the unit and static lanes (tests/e2e/harness/browser.ts): they
          // finish first and join the browser files, so no single-threaded step is left alone.
          env: { E2E_REUSE_BUILD: '1', E2E_NICE: '10' },
        }),
      );
    }
  }
  function results(): VitestOutcome[] {
    const durations: Record<string, number> = {};
    for (const o of outcomes)
      for (const f of o.files ?? []) durations[path.relative(process.cwd(), f.name)] = f.ms;
    writeFileSync(DURATIONS, JSON.stringify(durations, null, 1));
    return outcomes;
  }
  return { runner, results };
}
