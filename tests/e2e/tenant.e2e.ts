// The tenant's journey of issue 11 in Chromium, one journey per language, desktop with the
// phone layout captured in the same tab: booked days refused on the booking card; a weekly
// booking priced before login at the total the tenant then pays; the bank transfer page
// with the IBAN; paying a deposit, then the rest from "My bookings"; cancelling with the
// refund the policy gives; the contact form without an e-mail. Dates come from the unit's
// own calendar, relative to today.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancellationRefund, percentOf, toHalalas } from '@/domain';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { DEMO, expectNoA11yViolations, go, loginAs, phoneShot, poll, settled } from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const API = '/apiBack/v1';
const HEADERS = { Accept: 'application/json', 'X-App-Key': 'maktabi-dev-app-key' };
const CARD = '4111 1111 1111 1111';
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A weekly-priced instant unit of office 2 (shared workspace, moderate policy in the seed). */
async function pickUnit(page: Page) {
  return page.evaluate(
    async ({ api, headers }) => {
      const office = await (await fetch(`${api}/public/offices/2`, { headers })).json();
      const unit = office.data.units.find(
        (u: { prices: { type_res_id: number }[]; booking_rules?: { booking_mode: string } }) =>
          u.prices.some((p) => p.type_res_id === 5) && u.booking_rules?.booking_mode === 'instant',
      );
      return { id: unit.id as number, policy: unit.booking_rules.cancellation_policy as string };
    },
    { api: API, headers: HEADERS },
  );
}

/**
 * Books two days of the unit as the demo tenant through the API (so the card has days taken
 * whatever the seed's age), and returns a free week starting 2 days from today or later.
 */
async function prepareCalendar(page: Page, unitId: number) {
  return page.evaluate(
    async ({ api, headers, unitId, phone }) => {
      const json = { ...headers, 'Content-Type': 'application/json' };
      const today = new Date().toISOString().slice(0, 10);
      const plus = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      const cal = await (
        await fetch(`${api}/public/units/${unitId}/availability?from=${today}&to=${plus(150)}`, {
          headers,
        })
      ).json();
      const days = cal.data.days as { date: string; state: string }[];
      const free = (from: number, n: number) =>
        days.slice(from, from + n).every((d) => d.state === 'available');
      const week = days.findIndex((_d, i) => i >= 2 && free(i, 7));
      const blockAt = days.findIndex((_d, i) => i > week + 9 && free(i, 2));
      await fetch(`${api}/auth/send-code`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ phone, channel: 'sms' }),
      });
      const login = await (
        await fetch(`${api}/auth/verify-code`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ phone, code: '1234' }),
        })
      ).json();
      await fetch(`${api}/ordinaries/reservations`, {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${login.data.token}` },
        body: JSON.stringify({
          unit_id: unitId,
          type_res_id: 2,
          start_date: days[blockAt].date,
          end_date: days[blockAt + 2].date,
          pay_mode: 'full',
          accept_terms: true,
        }),
      });
      return { week: days[week].date, booked: days[blockAt].date };
    },
    { api: API, headers: HEADERS, unitId, phone: DEMO.tenant },
  );
}

/** Full-page captures of a scrolled page paint the sticky top bar mid-page: start at the top. */
async function top(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function fillCard(page: Page) {
  await page.getByTestId('method-card').check();
  await page.getByTestId('card-card_number').fill(CARD);
  await page.getByTestId('card-holder_name').fill('Mohammed Alqahtani');
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('accept-terms').check();
}

const TEXT = {
  ar: { reserved: 'لا يمكن اختيار أيام محجوزة', sent: 'تم' },
  en: { reserved: 'Reserved days cannot be selected', sent: '' },
};

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'ar'))('the tenant journey (%s)', (lang) => {
  it('books a week at the price shown before login, pays the rest, cancels with the policy refund', async () => {
    const { page, close, errors } = await openPage({ lang, path: '/details/2' });
    await settled(page);
    const unit = await pickUnit(page);
    const { week, booked } = await prepareCalendar(page, unit.id);
    await page.evaluate(() => localStorage.removeItem('user_token'));
    await page.reload();
    await settled(page);

    // Booked days: struck through in the calendar and refused at the field.
    const card = page.getByTestId('booking-card');
    await card.locator('select[name="unit"]').selectOption(String(unit.id));
    await card.locator('select[name="type_res_id"]').selectOption('daily');
    await card.locator('input[name="start_date"]').fill(addDays(booked, -1));
    const cell = card.locator(`[data-date="${booked}"]`);
    await poll(() => cell.getAttribute('data-state')).toBe('booked');
    expect(await cell.getAttribute('aria-disabled')).toBe('true');
    await card.locator('input[name="end_date"]').fill(addDays(booked, 2));
    await card.getByText(TEXT[lang].reserved).waitFor();
    expect(await page.getByTestId('book-button').isDisabled()).toBe(true);
    await top(page);
    await screenshot(page, `tenant-card-booked-${lang}`);

    // A week, picked on the calendar: the full price before login.
    await card.locator('select[name="type_res_id"]').selectOption('weekly');
    await card.locator('input[name="start_date"]').fill(week);
    await card.locator(`[data-date="${week}"]`).click();
    await poll(() => page.getByTestId('book-button').isDisabled()).toBe(false);
    const before = await page.getByTestId('quote-total').textContent();
    await expectNoA11yViolations(page);
    await top(page);
    await phoneShot(page, `tenant-card-${lang}`);

    await page.getByTestId('book-button').click();
    await page.getByTestId('booking-login-required').waitFor();
    // The page opens the tenant login itself.
    await page.getByTestId('login-modal').waitFor();
    await loginAs(page, 'tenant');
    await page.getByTestId('payment-form').waitFor();
    await settled(page);
    expect(await page.getByTestId('summary-total').textContent()).toBe(before);

    // Bank transfer: where to send it, with the IBAN.
    await page.getByTestId('pay-deposit').check();
    await page.getByTestId('method-bank').check();
    await poll(() => page.getByTestId('bank-iban').textContent()).toMatch(/^SA\d{2}( \d{4}){5}$/);
    await top(page);
    await screenshot(page, `tenant-bank-${lang}`);
    await expectNoA11yViolations(page);
    await phoneShot(page, `tenant-bank-${lang}`);

    // Pay the deposit by card, then the rest from the booking.
    await fillCard(page);
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('payment-done').waitFor();
    const bookingHref = await page.getByTestId('done-booking-link').getAttribute('href');
    await go(page, '/dashboard/bookings');
    await page
      .getByTestId('table-tenant-bookings')
      .locator(`a[href="${bookingHref}"]`)
      .first()
      .waitFor();
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await phoneShot(page, `tenant-bookings-${lang}`);
    await go(page, bookingHref!);
    await page.getByTestId('pay-rest').click();
    await page.getByTestId('rest-amount').waitFor();
    await fillCard(page);
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('payment-done').waitFor();
    await go(page, bookingHref!);
    await poll(() => page.getByTestId('pay-rest').count()).toBe(0);
    await expectNoA11yViolations(page);
    await top(page);
    await screenshot(page, `tenant-booking-${lang}`);
    await phoneShot(page, `tenant-booking-${lang}`);

    // Cancel: the refund the policy gives, shown before confirming.
    const paid = await page.evaluate(
      async ({ api, headers, id }) => {
        const r = await fetch(`${api}/ordinaries/reservations/${id}`, {
          headers: { ...headers, Authorization: `Bearer ${localStorage.getItem('user_token')}` },
        });
        return ((await r.json()).data.paid_amount as number) ?? 0;
      },
      { api: API, headers: HEADERS, id: bookingHref!.split('/').pop() },
    );
    const expected = cancellationRefund({
      policy: unit.policy as 'moderate',
      status: 'accepted',
      startAt: `${week}T00:00:00`,
      paid: toHalalas(paid),
    });
    await page.getByTestId('cancel-booking').click();
    const refund = page.getByTestId('cancel-refund');
    await poll(() => refund.textContent()).toContain(`${expected.percent}`);
    expect(expected.refund).toBe(percentOf(toHalalas(paid), expected.percent));
    await top(page);
    await screenshot(page, `tenant-cancel-${lang}`);
    await page
      .getByTestId('cancel-dialog-reason')
      .fill(lang === 'ar' ? 'تغيرت خطط العمل' : 'Plans changed');
    await page.getByTestId('cancel-dialog-confirm').click();
    await page.getByTestId('cancel-dialog').waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('booking-refund').count()).toBeGreaterThan(0);

    // Contact form without the optional e-mail.
    await go(page, '/contact-us');
    await page
      .locator('input[name="name"]')
      .fill(lang === 'ar' ? 'محمد القحطاني' : 'Mohammed Alqahtani');
    await page.locator('input[name="phone"]').fill('0500000001');
    await page
      .locator('textarea[name="message"]')
      .fill(lang === 'ar' ? 'أرغب بمعرفة الأسعار الشهرية' : 'I would like the monthly prices');
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('status').first().waitFor();
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await close();
  });
});
