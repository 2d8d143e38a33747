// The browser lane of `npm test`: one production build, then the browser test files pulled
// from one queue, longest first, by as many runners as the plan allows. A runner is a
// `vitest run` of one file on the shared build (E2E_REUSE_BUILD), so a lane that finishes its
// own work (the unit tests and static checks on a 2-core machine) can join the browser tests
// half way instead of a fixed number of workers chosen at the start for the whole run.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_ENV } from '../tests/e2e/harness/build-env.ts';
import { runVitest, type VitestOutcome } from './test-run.ts';

const E2E_DIR = 'tests/e2e';
const DURATIONS = 'reports/e2e-durations.json';

/** Browser test files, longest first: by the last run's times, else by size. */
export function browserFiles(dir = E2E_DIR, durationsFile = DURATIONS): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => path.join(dir, f));
  const last: Record<string, number> = existsSync(durationsFile)
    ? JSON.parse(readFileSync(durationsFile, 'utf8'))
    : {};
  // Without a time from the last run a file weighs its size (about 1 s of run per 150 bytes).
  const weight = (f: string) => last[f] ?? statSync(f).size / 150;
  return files.sort((a, b) => weight(b) - weight(a));
}

/**
 * The build every runner shares: the e2e global set-up's build (tests/e2e/harness/build-env.ts),
 * into the folder that E2E_REUSE_BUILD=1 serves.
 */
export const BROWSER_BUILD: [string, string[], Record<string, string>] = [
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist/e2e/last', '--emptyOutDir'],
  E2E_BUILD_ENV,
];

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
          label: `browser: ${name}`,
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
