// The home's featured spaces and cities, then the maps in Chromium, one journey per language (no tile server in tests: the offline
// outline map): the listing's map beside the list with a price pin per card (a cluster where they overlap, which zooms to its area), pins that
// follow a filter and a searched map area, a pin that opens its office, the details page's location tab with the
// place on the map; the phone's list/map toggle. Screenshots: artifacts/screenshots/map-*.png.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { PHONE, DESKTOP, expectNoA11yViolations, go, poll, settled } from './harness/app';
import { untilStill } from './harness/browser';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

/** The listing shows no answer in flight (its list is aria-busy while one is asked for). */
const answered = async (page: Page) => (await page.locator('[aria-busy="true"]').count()) === 0;

/** Places on the map: single price pins plus the places counted in each cluster. */
const placedOn = (map: Locator) =>
  map.evaluate((el) =>
    [...el.querySelectorAll('[data-testid="map-pin"], [data-testid="map-cluster"]')].reduce(
      (n, m) => n + Number(m.getAttribute('data-count') ?? 1),
      0,
    ),
  );

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'ar'))('maps (%s)', (lang) => {
  it('home sells; listing pins follow the filters; the details page shows the place', async () => {
    const { page, close, errors } = await openPage({ lang });
    await settled(page);
    // Home: featured spaces and cities from the backend's home content.
    await page.getByTestId('featured-office').first().waitFor();
    await page.getByTestId('home-city').first().waitFor();
    await screenshot(page, `map-home-${lang}-desktop`);
    await go(page, '/all_deals');
    const map = page.getByTestId('listing-map');
    const pins = map.getByTestId('map-pin');
    const cards = page.getByTestId('office-card');
    await map.locator('[data-testid="map-pin"], [data-testid="map-cluster"]').first().waitFor();
    expect(await placedOn(map)).toBe(await cards.count());
    await map.getByTestId('map-approximate').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, `map-listing-${lang}-desktop`);

    // Riyadh's offices overlap at the country's scale: one cluster. Picking it searches its
    // area; zoomed there, the places come apart into price pins.
    const cluster = map.getByTestId('map-cluster').first();
    expect(await cluster.getAttribute('aria-label')).toMatch(lang === 'ar' ? /هنا/ : /here/);
    await cluster.click();
    await poll(() => new URL(page.url()).searchParams.get('bbox')).toMatch(/^[\d.,]+$/);
    await pins.first().waitFor();
    // The area's answer, not the previous list (kept on screen, dimmed, while it is asked).
    await poll(
      async () => (await answered(page)) && (await placedOn(map)) === (await cards.count()),
    ).toBe(true);
    await untilStill(page);
    await screenshot(page, `map-listing-cluster-${lang}-desktop`);

    // A searched map area (bbox, as "search this area" writes it) is kept in the address
    // bar: only Riyadh's offices, and the map offers to show every area again.
    await go(page, '/list?bbox=46.4,24.4,47,25');
    const clearArea = page.getByTestId('map-clearArea');
    await clearArea.waitFor();
    expect(await clearArea.innerText()).toBe(lang === 'ar' ? 'اعرض كل المناطق' : 'Show all areas');
    const riyadh = lang === 'ar' ? 'الرياض' : 'Riyadh';
    await poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(riyadh));
    }).toBe(true);
    await screenshot(page, `map-listing-area-${lang}-desktop`);
    await clearArea.click();
    await poll(() => new URL(page.url()).searchParams.get('bbox')).toBeNull();
    await clearArea.waitFor({ state: 'detached' });

    // A filter changes the results: the pins change with them.
    await go(page, '/all_deals?category=meeting_room');
    // The filter's answer: the previous list and its pins, kept while it is asked, agree with
    // each other too (6 cards read here with the answer held, 2 once it came).
    await poll(
      async () => (await answered(page)) && (await placedOn(map)) === (await cards.count()),
    ).toBe(true);
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);

    // Phone: the list by default, the map behind the toggle (pins still there).
    await page.setViewportSize(PHONE);
    await untilStill(page);
    expect(await map.isVisible()).toBe(false);
    await page.getByTestId('view-map').click();
    await map.waitFor({ state: 'visible' });
    expect(await placedOn(map)).toBe(filtered);
    await untilStill(page);
    await screenshot(page, `map-listing-${lang}-phone`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // A pin opens its office (a cluster first narrows to its area); the location tab shows
    // it on the map.
    for (let i = 0; i < 4 && (await pins.count()) === 0; i++) {
      const before = page.url();
      await map.getByTestId('map-cluster').first().click();
      await poll(() => page.url()).not.toBe(before);
      await map.locator('[data-testid="map-pin"], [data-testid="map-cluster"]').first().waitFor();
    }
    await pins.first().locator('a').click();
    await poll(() => page.evaluate(() => location.pathname)).toMatch(/^\/details\/\d+$/);
    await settled(page);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('tab', { name: lang === 'ar' ? 'الموقع' : 'Location' }).click();
    const placeMap = page.getByTestId('location-panel').getByTestId('outline-map');
    await placeMap.waitFor();
    expect(await placeMap.getByTestId('map-pin').count()).toBe(1);
    // The public sees an approximate place: an area, a note, no coordinates.
    expect(await placeMap.getByTestId('map-area').count()).toBe(1);
    await page.getByTestId('location-approximate').waitFor();
    await untilStill(page);
    await expectNoA11yViolations(page);
    await screenshot(page, `map-details-${lang}-desktop`);
    await page.setViewportSize(PHONE);
    await untilStill(page);
    await screenshot(page, `map-details-${lang}-phone`);
    expect(errors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
    await close();
  });
});
