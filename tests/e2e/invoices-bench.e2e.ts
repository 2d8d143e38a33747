// The table engine's 10,000-row page (/bench/table-10k) in Chromium: it renders a window of
// rows, not 10,000, and scrolling to the end reaches the last row. The scroll loop is the
// bench's (scripts/bench-table.ts), so both measure the same thing.
import { afterAll, describe, expect, it } from 'vitest';
import { p95, scrollFrames, TABLE_BENCH_PATH } from '../../scripts/bench-table';
import { closeBrowser, openPage, screenshot } from './harness/browser';

const SCROLLER = '[data-bench="table-10k"] [data-scroll-container]';

afterAll(closeBrowser);

describe('table engine bench page', () => {
  it('virtualises 10,000 rows and scrolls smoothly', async () => {
    const started = Date.now();
    // Full motion: the scroll frames are measured as a visitor without the reduced-motion
    // setting scrolls (with it, one fresh-clone run never showed the last row: not yet explained).
    const { page, close } = await openPage({ lang: 'ar', path: TABLE_BENCH_PATH, motion: 'full' });
    await page.locator('[data-bench="table-10k"] [data-row-index]').first().waitFor();
    const renderMs = Date.now() - started;
    const box = page.locator(SCROLLER);
    expect(await box.getAttribute('data-total-rows')).toBe('10000');
    // The bench's own scroll loop (120 steps to the end, one per frame).
    const frames = await scrollFrames(page, SCROLLER);
    const rowsInDom = page.locator('[data-bench="table-10k"] [data-row-index]');
    // Then to the very end, until the last row shows: rows measured on the way can change the
    // height, so each look scrolls to the end again (a wait on state, however many renders).
    await expect
      .poll(async () => {
        await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        return Number(await rowsInDom.last().getAttribute('data-row-index'));
      })
      .toBe(9999);
    const rows = await rowsInDom.count();
    console.log(
      `table-10k: render ${renderMs} ms, scroll p95 ${p95(frames).toFixed(1)} ms, rows in DOM ${rows}`,
    );
    expect(rows).toBeLessThan(80);
    // Timing is the bench's job (production build, budget in bench/budgets.json): this
    // build runs React in development mode (NODE_ENV=test under vitest), so only log it.
    expect(frames).toHaveLength(120);
    expect(p95(frames)).toBeGreaterThan(0);
    await screenshot(page, 'table-10k-ar');
    await close();
  });
});
