// `npx tsx scripts/dashboard-waterfall.ts DIST [route] [runs]`: one signed-in lessor's cold
// direct load of a dashboard page on the page server (embedded backend in process), printed as
// a waterfall from the page's Resource Timing: when the HTML arrived, when each script,
// translation and API request started and ended, and when the page's content was first on
// screen (the bench's measure, scripts/bench-dashboard.ts). A tool to see where the time goes.
import './page-server/production-env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness/chromium';
import { DASHBOARD_PAGES, lessorContext, watchContent } from './bench-dashboard';
import { startMockApi } from './mock-api';
import { client, LESSOR_PHONE } from './mock-server-harness';
import { startPageServer } from './page-server/page-server';

const [dist = 'dist/bench-dashboard', route = '/dashboard/transactions', runsArg = '1'] =
  process.argv.slice(2);

const dir = mkdtempSync(path.join(tmpdir(), 'dashboard-waterfall-'));
const api = await startMockApi({
  dataFile: path.join(dir, 'mock.sqlite'),
  reset: true,
  log: () => {},
});
const server = await startPageServer({ dist, mockApi: api, log: () => {} });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const token = await client(server.url).login(LESSOR_PHONE);
try {
  for (let run = 0; run < Number(runsArg); run++) {
    const context = await lessorContext(browser, server.url, token, 'ar');
    const page = await context.newPage();
    // Every chunk's timing, not the default buffer's first 250.
    await page.addInitScript({ content: 'performance.setResourceTimingBufferSize(1000);' });
    await page.addInitScript({ content: watchContent(DASHBOARD_PAGES[route]!) });
    await page.goto(server.url + route, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt);
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        html: [nav.requestStart, nav.responseStart, nav.responseEnd],
        dcl: nav.domContentLoadedEventEnd,
        fcp: paint?.startTime ?? -1,
        content: (window as unknown as { __contentAt: number }).__contentAt,
        res: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
          name: r.name.replace(location.origin, ''),
          kind: r.initiatorType,
          start: r.startTime,
          first: r.responseStart,
          end: r.responseEnd,
          kb: r.encodedBodySize / 1024,
        })),
      };
    });
    const ms = (n: number) => String(Math.round(n)).padStart(5);
    console.log(
      `\n${route} run ${run + 1}: content ${ms(t.content)} ms · FCP ${ms(t.fcp)} · DCL ${ms(t.dcl)}`,
    );
    console.log(
      `${ms(t.html[0]!)} ${ms(t.html[2]!)}  document (first byte ${Math.round(t.html[1]!)})`,
    );
    for (const r of t.res.sort((a, b) => a.start - b.start))
      console.log(
        `${ms(r.start)} ${ms(r.end)}  ${r.kind.padEnd(6)} ${r.kb.toFixed(1).padStart(6)} kB  ${r.name.slice(0, 90)}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
}
