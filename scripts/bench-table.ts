// Drives the 10,000-row virtualised table page in Chromium, when the app has
// one (the table engine's bench route), and measures first render and the
// frame times while scrolling to the end.
import type { Browser, Page } from 'playwright-core';
import { median } from './bench-lighthouse';

export const TABLE_BENCH_PATH = '/bench/table-10k';

export interface Table10kFigures {
  /** Navigation to the first row shown (page load included). */
  renderMs: number;
  /** The table's own mount: render start to committed and laid out (from the page's marks). */
  mountMs: number;
  /** Median of sorting by three columns: click to DOM updated and laid out. */
  sortMs: number;
  scrollFrameP95Ms: number;
  /**
   * The same scroll loop on an empty scroller of the same size in the same browser: the
   * interval between frames cannot go below the display's (60 Hz: 16.7 ms), nor below what
   * a busy machine gives a page that does nothing, so the table's figure is read beside it.
   */
  scrollFloorP95Ms: number;
  /**
   * The main-thread work of one scroll step, without the wait for the frame: scrollTop
   * written and its scroll event dispatched at once, to the window's rows changed and laid
   * out (like the sort figure). A frame fits 60 Hz when this stays under 16 ms.
   */
  scrollWorkP95Ms: number;
  rowsInDom: number;
}

export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

/** Frame intervals while scrolling `selector` to its end in 120 steps (one per frame). */
export function scrollFrames(page: Page, selector: string): Promise<number[]> {
  return page.evaluate(async (sel) => {
    const el = document.querySelector<HTMLElement>(sel);
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
  }, selector);
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
  const mountMs: number = await page.evaluate(
    () => (globalThis as { __tableBench?: { mountMs?: number } }).__tableBench?.mountMs ?? -1,
  );
  // Click → the table's DOM changed (the sort arrow always does; React commits a render at once, so the
  // observer fires after the whole commit) → forced layout: sorting, rendering the new
  // window and laying it out. Each sortable column twice (ascending, then descending).
  const sortRuns: number[] = await page.evaluate(async () => {
    const root = document.querySelector('[data-bench="table-10k"]');
    if (!root) return [];
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('thead button')];
    const times: number[] = [];
    for (const b of [...buttons, ...buttons]) {
      await new Promise(requestAnimationFrame);
      const changed = new Promise<void>((resolve) => {
        const mo = new MutationObserver(() => {
          mo.disconnect();
          resolve();
        });
        mo.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const t0 = performance.now();
      b.click();
      // A click that changes nothing must not hang the bench.
      await Promise.race([changed, new Promise((r) => setTimeout(r, 5_000))]);
      void document.body.offsetHeight;
      times.push(performance.now() - t0);
    }
    return times;
  });
  const sortedRuns = [...sortRuns].sort((a, b) => a - b);
  const sortMs = sortedRuns[Math.floor(sortedRuns.length / 2)] ?? -1;
  const scroller = '[data-bench="table-10k"] [data-scroll-container]';
  const frames = await scrollFrames(page, scroller);
  // Back to the top in 120 steps, each timed from the scroll to the new rows laid out.
  const work: number[] = await page.evaluate(async (sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    const body = el?.querySelector('tbody');
    if (!el || !body) return [];
    const times: number[] = [];
    for (let i = 0; i < 120; i++) {
      await new Promise(requestAnimationFrame);
      const changed = new Promise<void>((resolve) => {
        const mo = new MutationObserver(() => {
          mo.disconnect();
          resolve();
        });
        mo.observe(body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const t0 = performance.now();
      el.scrollTop -= el.scrollHeight / 120;
      el.dispatchEvent(new Event('scroll'));
      // A step that changes nothing must not hang the bench.
      await Promise.race([changed, new Promise((r) => setTimeout(r, 1_000))]);
      void el.offsetHeight;
      times.push(performance.now() - t0);
    }
    return times;
  }, scroller);
  const scrollHeight = await page.locator(scroller).evaluate((el) => el.scrollHeight);
  const rowsInDom = await page.locator('[data-bench="table-10k"] [data-row-index]').count();
  await page.close();
  const floor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await floor.setContent(
    `<div id="s" style="height:720px;overflow:auto"><div style="height:${scrollHeight}px"></div></div>`,
  );
  const floorFrames = await scrollFrames(floor, '#s');
  await floor.close();
  return {
    renderMs,
    mountMs,
    sortMs,
    scrollFrameP95Ms: p95(frames),
    scrollFloorP95Ms: p95(floorFrames),
    scrollWorkP95Ms: p95(work),
    rowsInDom,
  };
}

/** Each figure's median over `runs` runs (a busy 2-core machine moves single runs a lot). */
export async function measureTable10kMedian(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<(Table10kFigures & { runs: Table10kFigures[] }) | null> {
  const all: Table10kFigures[] = [];
  for (let i = 0; i < Math.max(1, runs); i++) {
    const figures = await measureTable10k(browser, origin);
    if (!figures) return null;
    all.push(figures);
  }
  const middle = (pick: (f: Table10kFigures) => number) => median(all.map(pick));
  return {
    renderMs: middle((f) => f.renderMs),
    mountMs: middle((f) => f.mountMs),
    sortMs: middle((f) => f.sortMs),
    scrollFrameP95Ms: middle((f) => f.scrollFrameP95Ms),
    scrollFloorP95Ms: middle((f) => f.scrollFloorP95Ms),
    scrollWorkP95Ms: middle((f) => f.scrollWorkP95Ms),
    rowsInDom: middle((f) => f.rowsInDom),
    runs: all,
  };
}
