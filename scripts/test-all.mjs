// The one test command (`npm test`): every check the project has, in order,
// continuing past failures so one run shows everything, then the closing line
// `N passed, N failed` that CI reads. Each non-vitest step counts as one check;
// vitest contributes its own test counts (unit + integration + browser).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const results = [];

function run(name, command, args) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}: ${command} ${args.join(' ')}\n`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: false });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  process.stdout.write(`${ok ? '✔' : '✘'} ${name} (${seconds}s)\n`);
  return ok;
}

function step(name, command, args) {
  results.push({ name, passed: run(name, command, args) ? 1 : 0, failed: 0 });
  const last = results.at(-1);
  if (!last.passed) last.failed = 1;
}

const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(`\n${chromium.message}`);
  results.push({ name: 'chromium', passed: 0, failed: 1 });
}

step('lint (eslint, import layers, file names)', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
step('typecheck (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
for (const script of ['contract:lint', 'codegen:check']) {
  if (pkg.scripts?.[script]) step(script, 'npm', ['run', '--silent', script]);
}

mkdirSync('reports', { recursive: true });
const report = 'reports/vitest.json';
rmSync(report, { force: true });
const projects = chromium.ok ? [] : ['--project', 'unit'];
run('vitest (unit, integration, contract, browser)', 'npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // Files that failed to load (syntax errors, failing set-up) count as failures too.
  const brokenFiles = json.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  results.push({
    name: 'vitest',
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles,
  });
} else {
  results.push({ name: 'vitest (no report written)', passed: 0, failed: 1 });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary:');
for (const r of results)
  console.log(`  ${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
