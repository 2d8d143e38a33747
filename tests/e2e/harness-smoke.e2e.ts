// The harness itself: the production build is served, Chromium opens it in
// both languages, and the document starts Arabic-first.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot } from './harness/browser';

afterAll(closeBrowser);

describe('browser harness', () => {
  it('serves the production build with an Arabic right-to-left document by default', async () => {
    const { page, close } = await openPage({ lang: 'ar' });
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'harness-ar');
    await close();
  });

  it('falls back to index.html for deep links (SPA fallback)', async () => {
    const { page, close } = await openPage({ lang: 'en', path: '/some/deep/link' });
    expect(await page.locator('#root').count()).toBe(1);
    await close();
  });
});
