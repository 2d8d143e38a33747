// The home's featured spaces and cities, then the maps in Chromium, one journey per language (no tile server in tests: the offline
// outline map): the listing's map beside the list with one price pin per card, pins that
// follow a filter, a pin that opens its office, the details page's location tab with the
// place on the map; the phone's list/map toggle. Screenshots: artifacts/screenshots/map-*.jpg.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { PHONE, DESKTOP, expectNoA11yViolations, go, poll, settled } from './harness/app';
import { untilStill } from './harness/browser';

afterAll(closeBrowser);

describe.each(['ar', 'en'] as Lang[])('maps (%s)', (lang) => {
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
    await pins.first().waitFor();
    expect(await pins.count()).toBe(await cards.count());
    await expectNoA11yViolations(page);
    await screenshot(page, `map-listing-${lang}-desktop`);

    // A filter changes the results: the pins change with them.
    await go(page, '/all_deals?category=meeting_room');
    await poll(async () => (await pins.count()) === (await cards.count())).toBe(true);
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);

    // Phone: the list by default, the map behind the toggle (pins still there).
    await page.setViewportSize(PHONE);
    await untilStill(page);
    expect(await map.isVisible()).toBe(false);
    await page.getByTestId('view-map').click();
    await map.waitFor({ state: 'visible' });
    expect(await pins.count()).toBe(filtered);
    await untilStill(page);
    await screenshot(page, `map-listing-${lang}-phone`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // A pin opens its office; the location tab shows it on the map.
    await pins.first().locator('a').click();
    await poll(() => page.evaluate(() => location.pathname)).toMatch(/^\/details\/\d+$/);
    await settled(page);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('tab', { name: lang === 'ar' ? 'الموقع' : 'Location' }).click();
    const placeMap = page.getByTestId('location-panel').getByTestId('outline-map');
    await placeMap.waitFor();
    expect(await placeMap.getByTestId('map-pin').count()).toBe(1);
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
