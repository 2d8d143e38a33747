// The test command's two ways to run something: a command whose output is printed as one
// block when it ends (so parallel lanes never interleave their logs), and a vitest run whose
// JSON report gives its counts and its slowest tests.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { slowestTests, type TimedTest, type VitestReport } from './test-report.ts';

export interface VitestOutcome {
  label: string;
  ms: number;
  passed: number;
  failed: number;
  slowest: TimedTest[];
  /** Each file's run time and counts. */
  files: Array<{ name: string; ms: number; passed: number; failed: number }>;
  /** No report was written (vitest did not start, or crashed). */
  missing?: boolean;
}

/**
 * A package's command as [this Node, its bin script]: what `npx <bin>` runs, without npx's own
 * start (0.8 CPU-s each, measured 2026-11-28; the test command starts ~30 commands).
 */
export function packageBin(pkg: string, bin = pkg): [string, string[]] {
  const dir = path.resolve('node_modules', pkg);
  const bins = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).bin as
    string | Record<string, string>;
  const file = typeof bins === 'string' ? bins : bins[bin];
  return [process.execPath, [path.join(dir, file)]];
}

const started = Date.now();
export const clock = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;

/** Runs a command with its output captured; prints it as one block; resolves { ok, ms }. */
export function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ ok: boolean; ms: number }> {
  const t0 = Date.now();
  const shown = [command === process.execPath ? 'node' : command, ...args]
    .map((a) => (path.isAbsolute(a) ? path.relative(process.cwd(), a) : a))
    .join(' ');
  process.stdout.write(`▶ [${clock()}] ${name}: ${shown}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('error', (e) => chunks.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (status) => {
      const ms = Date.now() - t0;
      const ok = status === 0;
      process.stdout.write(`\n━━ ${name} ━━\n${Buffer.concat(chunks).toString()}`);
      process.stdout.write(
        `${ok ? '✔' : '✘'} ${name} (${(ms / 1000).toFixed(1)}s, done at ${clock()})\n`,
      );
      resolve({ ok, ms });
    });
  });
}

/**
 * `vitest run` of one project (and optionally some files) with its own JSON report. Resolves
 * its counts (a file that failed to load counts as a failure) and its slowest tests.
 */
export async function runVitest(options: {
  label: string;
  project: string;
  files?: string[];
  args?: string[];
  report: string;
  env?: Record<string, string>;
}): Promise<VitestOutcome> {
  const { label, project, files = [], args = [], report, env = {} } = options;
  rmSync(report, { force: true });
  const [node, vitest] = packageBin('vitest');
  const { ms } = await run(
    label,
    node,
    [
      ...vitest,
      'run',
      '--project',
      project,
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ],
    env,
  );
  if (!existsSync(report))
    return { label, ms, passed: 0, failed: 1, slowest: [], files: [], missing: true };
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  const results = json.testResults ?? [];
  // Files that failed to load (syntax errors, failing set-up) count as failures too.
  const brokenFiles = results.filter(
    (f) => f.status === 'failed' && !f.assertionResults?.length,
  ).length;
  return {
    label,
    ms,
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + brokenFiles,
    slowest: slowestTests(json),
    files: results.map((f) => {
      const tests = f.assertionResults ?? [];
      const failed = tests.filter((t) => t.status === 'failed').length;
      return {
        name: f.name,
        ms: (f.endTime ?? 0) - (f.startTime ?? 0),
        passed: tests.filter((t) => t.status === 'passed').length,
        // A file that failed to load has no tests: it counts as one failure.
        failed: failed || (f.status === 'failed' && !tests.length ? 1 : 0),
      };
    }),
  };
}
