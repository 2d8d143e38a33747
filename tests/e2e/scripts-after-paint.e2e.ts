// A rendered page's scripts load after its first contentful paint (src/app/scripts-after-
// paint.ts), and the page still hydrates; a visitor whose markup is hidden for a client
// render (a stored session) gets the scripts at once, since no paint will come without them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './harness/app';
import { setUpPageServerSite } from './harness/page-server-site';
import { STATE_WAIT_MS } from './harness/patience';

const site = setUpPageServerSite('after-paint');

/** Opens `url` on a phone, waits until React owns the page's h1, and reads the timings. */
async function openAndHydrate(url: string, prepare?: (page: Page) => Promise<unknown>) {
  const context = await site.browser.newContext({ ...PHONE, locale: 'ar-SA' });
  context.setDefaultTimeout(STATE_WAIT_MS);
  const page = await context.newPage();
  await prepare?.(page);
  await page.goto(site.server.url + url);
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });
  const timings = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      entryStart: entry?.startTime ?? null,
    };
  });
  await context.close();
  return timings;
}

describe('a rendered page’s scripts', () => {
  it.each(['/details/1', '/all_deals?lng=en', '/'])(
    'start after the first contentful paint of %s, which then hydrates',
    async (url) => {
      const t = await openAndHydrate(url);
      expect(t.paint).not.toBeNull();
      expect(t.entryStart).not.toBeNull();
      expect(t.entryStart!).toBeGreaterThanOrEqual(t.paint!);
    },
  );

  it('start at once for a visitor with a stored session (the markup is hidden)', async () => {
    const t = await openAndHydrate('/details/1', (page) =>
      page.addInitScript(() => localStorage.setItem('user_token', 'stored-session')),
    );
    expect(t.entryStart).not.toBeNull();
    // Nothing was painted from the HTML: the first paint came from the client render.
    expect(t.paint === null || t.entryStart! < t.paint).toBe(true);
  });
});
