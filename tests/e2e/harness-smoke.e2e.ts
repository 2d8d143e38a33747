// The harness itself: the production build is served, Chromium opens it in
// both languages, and the document starts Arabic-first.
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './harness/axe';
import { closeBrowser, openPage, screenshot, SCREENSHOT_DIR } from './harness/browser';

afterAll(closeBrowser);

describe('browser harness', () => {
  it('serves the production build with an Arabic right-to-left document by default', async () => {
    const { page, close } = await openPage({ lang: 'ar' });
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The screenshot helper works on every run, not only when review screenshots are on.
    const file = path.join(SCREENSHOT_DIR, 'harness-ar.png');
    rmSync(file, { force: true });
    await screenshot(page, 'harness-ar', { always: true });
    expect(statSync(file).size).toBeGreaterThan(10_000);
    await close();
  });

  it('falls back to index.html for deep links (SPA fallback)', async () => {
    const { page, close } = await openPage({ lang: 'en', path: '/some/deep/link' });
    expect(await page.locator('#root').count()).toBe(1);
    // The axe check every journey uses reports what it should: a button without a name.
    await page.locator('h1').first().waitFor();
    await page.evaluate(() => document.body.append(document.createElement('button')));
    const found = await seriousFindings(page);
    expect(found.map((v) => v.id)).toContain('button-name');
    await close();
  });
});
