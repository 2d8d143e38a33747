// The one test command (`npm test`): every check the project has, continuing past failures
// so one run shows everything, then the closing line `N passed, N failed` that CI reads.
// Each non-vitest step counts as one check; vitest contributes its own test counts.
//
// Three lanes: the static checks (lint, format, types, contract lint, drift check), the unit
// tests (unit, integration, contract) and the browser tests (Chromium, installed in the
// background when missing). How they share the machine is planned from the cores this process
// may use and what other work keeps them busy when the run starts (scripts/test-plan.mjs):
// all at once on a big machine; on an idle 2-core one the unit tests then the static checks
// beside one browser file at a time, the first lane joining the browser files when it is done
// (scripts/test-browser-lane.mjs); one step at a time on one core or a busy machine. Each
// step's output is printed whole when it ends, so the lanes' logs never interleave. The
// summary gives each lane's time and its slowest tests.
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import {
  awaitGrowing,
  browserBuild,
  browserFiles,
  browserLabel,
  createBrowserQueue,
} from './test-browser-lane.ts';
import { measureMachine, planLanes, withOverrides } from './test-plan.ts';
import { laneLines } from './test-report.ts';
import { clock, packageBin, run, runVitest } from './test-run.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const results = [];
const lanes = [];

/** A step running a package's command (as `npx <bin> ...args` would). */
function binStep(name, pkg, args) {
  const [node, bin] = packageBin(pkg);
  return step(name, node, [...bin, ...args]);
}

async function step(name, command, args, env = {}) {
  const { ok, ms } = await run(name, command, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return { file: 'step', title: name, ms, ok };
}

async function staticChecks() {
  const t0 = Date.now();
  const steps = [
    await binStep('lint (eslint, import layers, file names)', 'eslint', ['.', '--max-warnings=0']),
    await binStep('format (prettier --check)', 'prettier', ['--check', '.', '--log-level=warn']),
    // The type check runs on TypeScript 7 (the native compiler, `typescript-native`): the
    // same checks in ~25 s instead of ~85 s. TypeScript 5.9 stays the `typescript` package for
    // the tools that load its API (openapi-typescript, typescript-eslint, the type tests).
    // Called by path: both packages name their binary `tsc`, so `npx tsc` may start either.
    // One thread: the lanes already keep every core busy, and a fresh clone's full check (no
    // incremental cache yet) cost 76 CPU-s on its threads against 35 CPU-s on one, in the same
    // 32 s on a busy 2-core machine (2026-11-28).
    await step('typecheck (tsc, TypeScript 7)', process.execPath, [
      'node_modules/typescript-native/bin/tsc',
      '-p',
      'tsconfig.json',
      '--noEmit',
      '--singleThreaded',
    ]),
  ];
  for (const script of ['contract:lint', 'codegen:check'])
    if (pkg.scripts?.[script]) steps.push(await step(script, 'npm', ['run', '--silent', script]));
  lanes.push({
    name: 'static checks',
    ms: Date.now() - t0,
    slowest: steps.sort((a, b) => b.ms - a.ms).slice(0, 5),
  });
}

async function unitTests() {
  // One worker: these files share one module graph per worker (isolate: false), so a second
  // worker imports React, Chakra and the app again and contends for the same cores. Measured
  // 2026-11-25 on an idle machine: 1 worker 98 s and 114 CPU-s, 2 workers 133 s and 252 CPU-s.
  const outcome = await runVitest({
    label: 'vitest unit (pure rules, unit, integration, contract)',
    project: 'unit*',
    args: ['--maxWorkers=1'],
    report: 'reports/vitest-unit.json',
  });
  results.push({
    name: outcome.label + (outcome.missing ? ' (no report written)' : ''),
    passed: outcome.passed,
    failed: outcome.failed,
  });
  lanes.push({ name: 'unit tests', ms: outcome.ms, slowest: outcome.slowest });
}

/**
 * Builds once, then runs `slots` runners over the browser files; `join` lets a lane add one.
 * `runners`: how many there will be in the end (the size of the batches).
 */
function browserLane(chromiumReady, slots, runners) {
  const t0 = Date.now();
  const files = browserFiles();
  const queue = createBrowserQueue(files, runners);
  const ready = (async () => {
    const chromium = await chromiumReady;
    if (!chromium.ok) {
      console.error(`\n${chromium.message}`);
      results.push({ name: 'chromium (browser tests not run)', passed: 0, failed: 1 });
      return false;
    }
    const [command, args, env] = browserBuild();
    return (await step('build for the browser tests (vite build)', command, args, env)).ok;
  })();
  const workers = [];
  const join = () => workers.push(ready.then((ok) => ok && queue.runner()));
  for (let i = 0; i < slots; i++) join();
  async function done() {
    await awaitGrowing(workers);
    const { outcomes, slowest } = queue.results();
    for (const o of outcomes) results.push({ name: o.label, passed: o.passed, failed: o.failed });
    // Every file has an outcome, or the run says which did not (never a silent pass).
    const ran = new Set(outcomes.map((o) => o.file));
    for (const { file } of files)
      if (!ran.has(file))
        results.push({ name: `${browserLabel(file)} (no outcome: not run)`, passed: 0, failed: 1 });
    lanes.push({ name: `browser tests (${files.length} files)`, ms: Date.now() - t0, slowest });
  }
  return { join, done };
}

mkdirSync('reports', { recursive: true });
const machine = await measureMachine();
const plan = withOverrides(planLanes(machine), process.env);
console.log(
  `Machine: ${machine.cores} usable core(s), ${machine.busy} busy with other work (${machine.source}).` +
    ` Plan: ${plan.mode}, ${plan.browserWorkers} browser file(s) at a time to start with` +
    ' (TEST_LANES=parallel|two-lanes|sequence and E2E_WORKERS=N override it).',
);
// Installing Chromium waits on the network, not the CPU: it starts at once in every plan.
const chromiumReady = ensureChromium();
if (plan.mode === 'parallel') {
  const browser = browserLane(chromiumReady, plan.browserWorkers, plan.browserWorkers);
  await Promise.all([staticChecks(), unitTests(), browser.done()]);
} else if (plan.mode === 'two-lanes') {
  const browser = browserLane(chromiumReady, plan.browserWorkers, plan.browserWorkers + 1);
  // The first lane's work is CPU only; once done, its core takes browser files too.
  await Promise.all([unitTests().then(staticChecks).then(browser.join), browser.done()]);
} else {
  await staticChecks();
  await unitTests();
  await browserLane(chromiumReady, plan.browserWorkers, plan.browserWorkers).done();
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\nWhere the time went (${clock()} in all, plan ${plan.mode}):`);
for (const lane of lanes) console.log(laneLines(lane).join('\n'));
console.log(`\nSummary (${clock()}):`);
for (const r of results)
  console.log(`  ${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
