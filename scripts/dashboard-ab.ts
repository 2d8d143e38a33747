// `npx tsx scripts/dashboard-ab.ts` (AB_RUNS=8): two builds' dashboard load times compared on a
// shared machine, dist/base against dist/new, each served by its own `npm run serve` process
// on a fresh seeded store, loads interleaved one by one (so the machine's load drifts over both
// alike): each page, cold cache, as scripts/bench-dashboard.ts measures it. Prints medians
// and every run; writes them to AB_OUT.
import './page-server/production-env';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness/chromium';
import { DASHBOARD_PAGES, lessorContext, watchContent } from './bench-dashboard';
import { spawn } from 'node:child_process';
import { client, LESSOR_PHONE } from './mock-server-harness';

const RUNS = Number(process.env.AB_RUNS ?? 8);
const dir = mkdtempSync(path.join(tmpdir(), 'ab-'));
const variants: { v: string; url: string; token: string; proc: ReturnType<typeof spawn> }[] = [];
for (const [v, port] of [
  ['base', 4391],
  ['new', 4392],
] as const) {
  const proc = spawn(
    'node_modules/.bin/tsx',
    ['scripts/serve.ts', '--dist', `dist/${v}`, '--data-file', path.join(dir, `${v}.sqlite`)],
    { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let t = 0; t < 600; t++) {
    try {
      if ((await fetch(url + '/robots.txt')).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const token = await client(url).login(LESSOR_PHONE);
  variants.push({ v, url, token, proc });
}
const browser: Browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const results: Record<string, Record<string, number[]>> = { base: {}, new: {} };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log('load at start', load());
for (let i = 0; i < RUNS; i++)
  for (const [route, sel] of Object.entries(DASHBOARD_PAGES))
    for (const x of i % 2 ? [...variants].reverse() : variants) {
      const context = await lessorContext(browser, x.url, x.token, 'ar');
      const page = await context.newPage();
      await page.addInitScript({ content: watchContent(sel) });
      await page.goto(x.url + route, { waitUntil: 'commit' });
      const h = await page.waitForFunction(
        () => (window as unknown as { __contentAt?: number }).__contentAt,
        undefined,
        { timeout: 60000 },
      );
      (results[x.v]![route] ??= []).push(Math.round((await h.jsonValue()) as number));
      await context.close();
    }
console.log('load at end', load());
const med = (a: number[]) => {
  const s = [...a].sort((p, q) => p - q);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
for (const route of Object.keys(DASHBOARD_PAGES))
  console.log(
    `${route.padEnd(32)} base median ${String(med(results.base![route]!)).padStart(5)}  new median ${String(med(results.new![route]!)).padStart(5)}   base [${results.base![route]!.join(' ')}]  new [${results.new![route]!.join(' ')}]`,
  );
writeFileSync(process.env.AB_OUT ?? '/tmp/dash-fast-ab2.json', JSON.stringify(results));
await browser.close();
for (const x of variants) x.proc.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
