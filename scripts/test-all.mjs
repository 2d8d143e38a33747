// The one test command (`npm test`): every check the project has, continuing past failures
// so one run shows everything, then the closing line `N passed, N failed` that CI reads.
// Each non-vitest step counts as one check; vitest contributes its own test counts.
//
// Three lanes run at once, because they wait on different things: the static checks and the
// unit tests use the CPU, while the browser tests mostly wait on pages (measured: ~110 s of
// CPU over ~330 s of wall time). Lane 1: lint, format, types, contract lint, drift check.
// Lane 2: the unit, integration and contract tests. Lane 3: Chromium (installed in the
// background when missing), then the browser tests. Each step's output is printed whole when
// it ends, so the lanes' logs never interleave.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const results = [];
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;

/** Runs a command with its output captured; prints it as one block when it ends. */
function run(name, command, args) {
  const t0 = Date.now();
  process.stdout.write(`▶ [${clock()}] ${name}: ${command} ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('error', (e) => chunks.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const ok = status === 0;
      process.stdout.write(`\n━━ ${name} ━━\n${Buffer.concat(chunks).toString()}`);
      process.stdout.write(`${ok ? '✔' : '✘'} ${name} (${seconds}s, done at ${clock()})\n`);
      resolve(ok);
    });
  });
}

async function step(name, command, args) {
  const ok = await run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

async function staticChecks() {
  await step('lint (eslint, import layers, file names)', 'npx', [
    'eslint',
    '.',
    '--max-warnings=0',
  ]);
  await step('format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
  // The type check runs on TypeScript 7 (the native compiler, `typescript-native`): the
  // same checks in ~25 s instead of ~85 s (315 s while the other lanes ran). TypeScript 5.9
  // stays the `typescript` package for the tools that load its API (openapi-typescript,
  // typescript-eslint, the type tests), which do not support 7 yet. Called by path: both
  // packages name their binary `tsc`, so `npx tsc` may start either.
  await step('typecheck (tsc, TypeScript 7)', 'node', [
    'node_modules/typescript-native/bin/tsc',
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]);
  for (const script of ['contract:lint', 'codegen:check'])
    if (pkg.scripts?.[script]) await step(script, 'npm', ['run', '--silent', script]);
}

/** One vitest project with its own JSON report; its test counts join the results. */
async function vitest(project, label, extraArgs = []) {
  const report = `reports/vitest-${project.replace(/\W/g, '')}.json`;
  rmSync(report, { force: true });
  await run(label, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    results.push({ name: `${label} (no report written)`, passed: 0, failed: 1 });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // Files that failed to load (syntax errors, failing set-up) count as failures too.
  const brokenFiles = json.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  results.push({
    name: label,
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles,
  });
}

async function browserTests() {
  const chromium = await ensureChromium();
  if (!chromium.ok) {
    console.error(`\n${chromium.message}`);
    results.push({ name: 'chromium (browser tests not run)', passed: 0, failed: 1 });
    return;
  }
  await vitest('e2e', 'vitest e2e (browser tests in Chromium)');
}

mkdirSync('reports', { recursive: true });
await Promise.all([
  staticChecks(),
  // One worker: these files share one module graph per worker (isolate: false), so a second
  // worker imports React, Chakra and the app again and contends for the same two cores.
  // Measured 2026-11-25 on an idle machine: 1 worker 98 s and 114 CPU-s, 2 workers 133 s
  // and 252 CPU-s for the same 1926 tests.
  vitest('unit*', 'vitest unit (pure rules, unit, integration, contract)', ['--maxWorkers=1']),
  browserTests(),
]);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\nSummary (${clock()}):`);
for (const r of results)
  console.log(`  ${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
