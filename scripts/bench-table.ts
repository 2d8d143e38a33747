// Drives the 10,000-row virtualised table page in Chromium, when the app has
// one (the table engine's bench route), and measures first render and the
// frame times while scrolling to the end.
import type { Browser } from 'playwright-core';

export const TABLE_BENCH_PATH = '/bench/table-10k';

export interface Table10kFigures {
  renderMs: number;
  scrollFrameP95Ms: number;
  rowsInDom: number;
}

export async function measureTable10k(
  browser: Browser,
  origin: string,
): Promise<Table10kFigures | null> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const started = Date.now();
  await page.goto(origin + TABLE_BENCH_PATH, { waitUntil: 'load' });
  const found = await page
    .locator('[data-bench="table-10k"]')
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (!found) {
    await page.close();
    return null;
  }
  await page.locator('[data-bench="table-10k"] [data-row-index]').first().waitFor();
  const renderMs = Date.now() - started;
  const frames: number[] = await page.evaluate(async () => {
    const el = document.querySelector<HTMLElement>(
      '[data-bench="table-10k"] [data-scroll-container]',
    );
    if (!el) return [];
    const times: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 120; i++) {
      el.scrollTop += el.scrollHeight / 120;
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return times;
  });
  const rowsInDom = await page.locator('[data-bench="table-10k"] [data-row-index]').count();
  await page.close();
  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  return { renderMs, scrollFrameP95Ms: p95, rowsInDom };
}
