// The deals listing and the public office details in a real browser, Arabic and English,
// desktop and phone: filter, open an office, see its units and a quote, favourite it as
// the demo tenant, axe clean. Screenshots: artifacts/screenshots/listings-*.png.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './harness/axe';
import { journeyVariants } from './harness/langs';
import {
  closeBrowser,
  openPage,
  screenshot,
  type Lang,
  type ViewportName,
  untilStill,
  REVIEW_SCREENSHOTS,
} from './harness/browser';
import { phoneShot, poll } from './harness/app';

afterAll(closeBrowser);

async function settled(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.locator('[data-testid="loading-overlay"]').waitFor({ state: 'detached' });
  await untilStill(page);
}

async function expectNoA11yViolations(page: Page) {
  const violations = await seriousFindings(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

/** Phone pages are long: also save them in screen-high parts, readable at full size. */
async function screenshotParts(page: Page, name: string, parts = 4) {
  if (!REVIEW_SCREENSHOTS) return;
  const { width, height } = page.viewportSize()!;
  for (let i = 0; i < parts; i++)
    await page.screenshot({
      path: `artifacts/screenshots/${name}-part${i + 1}.png`,
      fullPage: true,
      clip: { x: 0, y: i * height, width, height },
    });
}

const realErrors = (errors: string[]) =>
  errors.filter((e) => !/favicon|Failed to load resource/.test(e));

/**
 * Each language once, each viewport once: Arabic on a desktop (with phone screenshots of the
 * same screens), English on a phone. `npm test` runs the filters journey in English on a phone
 * and the favourites journey in Arabic on a desktop (tests/e2e/harness/langs.ts says why);
 * `E2E_LANGS=both` runs both journeys in both. The a11y sweep (a11y-routes.e2e.ts) checks
 * /list and /details in both languages on its own.
 */
const CASES: { lang: Lang; viewport: ViewportName }[] = [
  { lang: 'ar', viewport: 'desktop' },
  { lang: 'en', viewport: 'mobile' },
];
const [AR_DESKTOP, EN_PHONE] = CASES;

const DEMO = { tenant: '0500000001', lessor: '0500000002' } as const;

const addDays = (isoDay: string, n: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * From the unit's availability over the next 90 days (as the booking card reads it): the
 * first day of a free 4-day run from tomorrow, and the first fully reserved day. Relative to
 * today, so the test does not rot as the calendar moves past the seed's bookings.
 */
async function bookableDays(page: Page, unitId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const days = await page.evaluate(
    async ({ unitId, from, to }) => {
      const res = await fetch(
        `/apiBack/v1/public/units/${unitId}/availability?from=${from}&to=${to}`,
        { headers: { Accept: 'application/json', 'X-App-Key': 'maktabi-dev-app-key' } },
      );
      const body = (await res.json()) as { data: { days: { date: string; state: string }[] } };
      return body.data.days;
    },
    { unitId, from: today, to: addDays(today, 90) },
  );
  const free = days.findIndex(
    (_d, i) => i > 0 && days.slice(i, i + 4).every((x) => x.state === 'available'),
  );
  const booked = days.find((d) => d.state === 'reserved');
  if (free < 0 || !booked) throw new Error(`unit ${unitId}: no free run or booked day in 90 days`);
  return { free: days[free]!.date, booked: booked.date };
}

/** The login modal is already open: log in with a demo account (code 1234). */
async function loginInModal(page: Page, role: keyof typeof DEMO) {
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-phone').fill(DEMO[role]);
  await page.getByTestId('login-channel-whatsapp').click();
  await page.getByTestId('login-send').click();
  await page.getByLabel(/^(Digit|الرقم) 1$/).click();
  await page.keyboard.type('1234');
  await page.getByTestId('login-modal').waitFor({ state: 'detached' });
  await poll(() => page.evaluate(() => localStorage.getItem('user_token'))).toBeTruthy();
}

describe('deals listing', () => {
  for (const { lang, viewport } of journeyVariants(CASES, EN_PHONE)) {
    it(`filters the listing (${lang}, ${viewport})`, async () => {
      const { page, close, errors } = await openPage({ lang, viewport, path: '/list' });
      await settled(page);
      await page.getByTestId('office-card').first().waitFor();
      const before = await page.getByTestId('office-card').count();
      expect(before).toBeGreaterThan(0);
      await screenshot(page, `listings-list-${viewport}-${lang}`);
      if (viewport === 'mobile')
        await screenshotParts(page, `listings-list-${viewport}-${lang}`, 2);
      else await phoneShot(page, `listings-list-${lang}`);
      await expectNoA11yViolations(page);

      await page.getByTestId('open-filters').click();
      await page.getByTestId('filter-drawer').waitFor();
      await page.locator('select[name="category"]').selectOption('meeting_room');
      await screenshot(page, `listings-filters-${viewport}-${lang}`);
      await expectNoA11yViolations(page);
      await page.getByTestId('apply-filters').click();
      await poll(() => page.url()).toContain('category=meeting_room');
      await page.getByTestId('filter-drawer').waitFor({ state: 'hidden' });
      const label = lang === 'ar' ? 'قاعة اجتماعات' : 'Meeting room';
      // The list keeps its previous results on screen while the filtered ones load.
      const onlyMeetingRooms = () =>
        poll(async () => {
          const texts = await page.getByTestId('office-card').allInnerTexts();
          return texts.length > 0 && texts.every((t) => t.includes(label));
        }).toBe(true);
      await onlyMeetingRooms();

      await page.getByTestId('listing-sort').selectOption('price_asc');
      await poll(() => page.url()).toContain('sort=price_asc');
      // Clearing the drawer's filters keeps the sort.
      await page.getByTestId('clear-filters').click();
      await poll(() => new URL(page.url()).search).toBe('?sort=price_asc');
      await page.getByTestId('open-filters').click();
      await page.locator('select[name="category"]').selectOption('meeting_room');
      await page.getByTestId('apply-filters').click();
      await poll(() => page.url()).toContain('category=meeting_room');
      await page.getByTestId('filter-drawer').waitFor({ state: 'hidden' });
      await onlyMeetingRooms();

      // Open the first office: its units with prices and a quote for the default choice.
      await page.getByTestId('office-card').first().getByRole('link').click();
      await page.getByTestId('office-title').waitFor();
      await settled(page);
      expect(await page.getByTestId('unit-card').count()).toBeGreaterThan(0);
      await page.getByTestId('booking-quote').waitFor();
      expect(await page.getByTestId('quote-total').innerText()).toMatch(/\d/);
      await screenshot(page, `listings-details-${viewport}-${lang}`);
      if (viewport === 'mobile')
        await screenshotParts(page, `listings-details-${viewport}-${lang}`);
      else await phoneShot(page, `listings-details-${lang}`);
      await expectNoA11yViolations(page);
      await page.getByTestId('tab-reviews').click();
      await page.getByTestId('reviews-panel').waitFor();
      await expectNoA11yViolations(page);
      expect(realErrors(errors)).toEqual([]);
      await close();
    });
  }

  it('reads the home search (q, category)', async () => {
    const { page, close } = await openPage({ lang: 'en', path: '/' });
    await settled(page);
    await page.getByRole('search').locator('select').selectOption('shared_workspace');
    await page.getByRole('search').getByRole('button').click();
    await poll(() => page.url()).toContain('/list?category=shared_workspace');
    await poll(async () => {
      const texts = await page.getByTestId('office-card').allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes('Shared workspace'));
    }).toBe(true);
    await close();
  });

  it('pages through the results with the table engine pager (en)', async () => {
    const { page, close, errors } = await openPage({ lang: 'en', path: '/list' });
    await settled(page);
    const pager = page.getByTestId('listing-pager').getByRole('navigation');
    const first = await page.getByTestId('office-card').first().innerText();
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await poll(() =>
      pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'),
    ).toBe('page');
    await poll(() => page.getByTestId('office-card').first().innerText()).not.toBe(first);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(realErrors(errors)).toEqual([]);
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

describe('empty and missing', () => {
  it('shows the empty listing and the not-found details', async () => {
    const { page, close } = await openPage({ lang: 'ar', path: '/list?q=zzzzzz' });
    await settled(page);
    await page.getByTestId('listing-empty').waitFor();
    await expectNoA11yViolations(page);
    await page.goto('/details/99999');
    await page.getByTestId('details-not-found').waitFor();
    await close();
  });
});

describe('office details', () => {
  for (const { lang, viewport } of journeyVariants(CASES, AR_DESKTOP)) {
    it(`favourites an office as the demo tenant (${lang}, ${viewport})`, async () => {
      const { page, close, errors } = await openPage({ lang, viewport, path: '/details/1' });
      await settled(page);
      const title = await page.getByTestId('office-title').innerText();
      await page.getByTestId('details-favorite').click();
      await loginInModal(page, 'tenant');
      const heart = page.getByTestId('details-favorite');
      await page.waitForLoadState('networkidle');
      // The office is not among the seeded favourites; whatever the state, toggling flips it.
      const before = await heart.getAttribute('aria-pressed');
      await heart.click();
      await poll(() => heart.getAttribute('aria-pressed')).toBe(
        before === 'true' ? 'false' : 'true',
      );
      if (before === 'true') {
        await heart.click();
        await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      }
      await screenshot(page, `listings-details-favourite-${viewport}-${lang}`);

      await page.goto('/my_favorites');
      await settled(page);
      await page.getByTestId('office-card').first().waitFor();
      expect((await page.getByTestId('office-card').allInnerTexts()).join('\n')).toContain(title);
      await screenshot(page, `listings-favorites-${viewport}-${lang}`);
      await expectNoA11yViolations(page);

      // The tenant gets the backend's quote; the booking schema rejects a 30+ day stay.
      await page.goto('/details/1');
      await settled(page);

      // A review: the review schema refuses an empty form, then the backend takes it.
      await page.getByTestId('tab-reviews').click();
      const form = page.getByTestId('review-form');
      await form.getByRole('button').click();
      await poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      await form.locator('select[name="rating"]').selectOption('5');
      await form.locator('input[name="title"]').fill(lang === 'ar' ? 'مكان رائع' : 'Great place');
      await form
        .locator('textarea[name="comment"]')
        .fill(lang === 'ar' ? 'مكتب هادئ وخدمة ممتازة' : 'Quiet office and excellent service');
      await form.getByRole('button').click();
      await page.getByTestId('review-sent').waitFor();
      await screenshot(page, `listings-details-review-${viewport}-${lang}`);
      await expectNoA11yViolations(page);
      await page.getByTestId('booking-quote').waitFor();
      await page.locator('select[name="type_res_id"]').selectOption('daily');
      const unitId = await page.locator('select[name="unit"]').inputValue();
      const { free, booked } = await bookableDays(page, unitId);
      const start = page.locator('input[name="start_date"]');
      const end = page.locator('input[name="end_date"]');
      const book = page.getByTestId('book-button');
      // More than 29 days: refused.
      await end.fill(addDays(free, 40));
      await start.fill(free);
      await poll(() => book.isDisabled()).toBe(true);
      // Days somebody else booked: refused at the field.
      await start.fill(booked);
      await end.fill(addDays(booked, 1));
      await poll(() => book.isDisabled()).toBe(true);
      // The messages load when a choice first fails (not with the page): a sentence, never
      // the raw key.
      const errorText = page.getByTestId('booking-card').locator('[data-part="error-text"]');
      await poll(() => errorText.count()).toBeGreaterThan(0);
      expect(await errorText.first().innerText()).not.toMatch(/^[A-Za-z.:]+$/);
      // Free days: book.
      await start.fill(free);
      await end.fill(addDays(free, 3));
      await poll(() => book.isDisabled()).toBe(false);
      await book.click();
      await poll(() => new URL(page.url()).search).toBe(
        `?unit=${unitId}&type_res_id=2&from=${free}&to=${addDays(free, 3)}`,
      );
      expect(realErrors(errors)).toEqual([]);
      await close();
    });
  }

  it('tells a business account it cannot book and hides the heart', async () => {
    const { page, close } = await openPage({ lang: 'ar', path: '/details/1' });
    await settled(page);
    await page.getByTestId('nav-lessor-login').click();
    await loginInModal(page, 'lessor');
    await page.getByTestId('business-cannot-book').waitFor();
    expect(await page.getByTestId('details-favorite').count()).toBe(0);
    expect(await page.getByTestId('book-button').count()).toBe(0);
    await screenshot(page, 'listings-details-business-desktop-ar');
    await close();
  });
});
