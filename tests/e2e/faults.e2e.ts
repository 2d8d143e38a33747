// Faults in the browser (issue 20), one page load per language: a server error on the
// listing, no connection on the details page (the offline banner comes and goes with the
// browser's connection), a server error on the payment page's unit and on paying (the form
// and the card stay), and a dashboard list that gets no answer (Arabic: the 15 s time limit)
// or a server error (English). Each says what happened in the page's language, and its
// retry loads the page. Faults come from tests/e2e/harness/api-faults.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, go, loginAs, phoneShot, poll, settled } from './harness/app';
import { injectApiFault } from './harness/api-faults';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';

afterAll(closeBrowser);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Unit 1 is free from day +80 (seeded bookings end before).
const PAYMENT = `/payment?unit=1&type_res_id=2&from=${day(100)}&to=${day(102)}`;

const TEXT = {
  ar: {
    server: 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى بعد قليل.',
    offline: 'يبدو أنك غير متصل بالإنترنت. تحقق من الاتصال وحاول مرة أخرى.',
    timeout: 'تأخر الخادم في الرد. يرجى المحاولة مرة أخرى.',
    banner: /^أنت غير متصل بالإنترنت/,
  },
  en: {
    server: 'The server ran into a problem. Please try again in a moment.',
    offline: 'You seem to be offline. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    banner: /^You are offline/,
  },
};

describe.each(['ar', 'en'] as Lang[])('faults (%s)', (lang) => {
  it('says each fault in the page language and recovers with its retry', async () => {
    const { page, context, close } = await openPage({ lang, path: '/' });
    await settled(page);
    const text = TEXT[lang];
    const reason = page.getByTestId('fault-reason');

    // A public page on a server error: the listing says so; its retry loads the results.
    await injectApiFault(page, 'server', '/public/offices(\\?|$)');
    await go(page, '/list');
    const listingError = page.getByTestId('listing-error');
    await listingError.waitFor();
    expect(await reason.getAttribute('data-fault')).toBe('server');
    expect(await reason.textContent()).toBe(text.server);
    await injectApiFault(page, null);
    await listingError.getByRole('button').click();
    await page.getByTestId('listing-error').waitFor({ state: 'detached' });
    await page.locator('[data-testid^="office-card"]').first().waitFor();

    // Offline: the details page says "offline", not "not found"; the banner appears with
    // the browser's offline event and goes when the connection returns; the retry then loads
    // the page. (The page's code chunk is fetched first: a lazy route cannot load offline.)
    await injectApiFault(page, 'offline');
    await go(page, '/details/1');
    await page.getByTestId('details-error').waitFor();
    expect(await reason.textContent()).toBe(text.offline);
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(text.banner);
    await screenshot(page, `fault-offline-${lang}`);
    await expectNoA11yViolations(page);
    // The banner on a phone once (Arabic): the layout does not depend on the fault.
    if (lang === 'ar') await phoneShot(page, `fault-offline-${lang}`);
    await injectApiFault(page, null);
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await page.getByTestId('details-error').getByRole('button').click();
    await page.getByTestId('details-error').waitFor({ state: 'detached' });
    await page.getByTestId('booking-card').waitFor();

    // The payment page: a server error on the unit is said as one (not "unit not
    // available"), and its retry brings the form.
    await loginAs(page, 'tenant');
    await injectApiFault(page, 'server', '/public/units/\\d+$', 'GET');
    await go(page, PAYMENT);
    const unitFault = page.getByTestId('booking-unit-fault');
    await unitFault.waitFor();
    expect(await unitFault.textContent()).toContain(text.server);
    expect(await page.getByTestId('booking-unit-error').count()).toBe(0);
    await screenshot(page, `fault-payment-${lang}`);
    await expectNoA11yViolations(page);
    await injectApiFault(page, null);
    await unitFault.getByRole('button').click();
    await page.getByTestId('payment-form').waitFor();

    // Paying on a server error keeps everything typed, the card included; paying again works
    // (the second payment is checked in English only: it is the booking journey's own step).
    await page.getByTestId('method-card').check();
    await page.getByTestId('card-card_number').fill('4111 1111 1111 1111');
    await page.getByTestId('card-holder_name').fill('Mohammed Alqahtani');
    await page.getByTestId('card-expiry').fill('12/30');
    await page.getByTestId('card-cvv').fill('123');
    await page.getByTestId('accept-terms').check();
    await injectApiFault(page, 'server', '/ordinaries/reservations$', 'POST');
    await page.getByTestId('pay-submit').click();
    await poll(() => page.getByTestId('payment-error').textContent()).toBe(text.server);
    expect(await page.getByTestId('card-card_number').inputValue()).toBe('4111 1111 1111 1111');
    expect(await page.getByTestId('accept-terms').isChecked()).toBe(true);
    await injectApiFault(page, null);
    if (lang === 'en') {
      await page.getByTestId('pay-submit').click();
      await page.getByTestId('payment-done').waitFor({ timeout: 15_000 });
    }

    // A dashboard list: no answer ends at the time limit (Arabic), a server error at once
    // (English); either way the table says why and its retry loads the rows.
    const fault = lang === 'ar' ? 'hang' : 'server';
    await injectApiFault(page, fault, '/ordinaries/invoices(\\?|$)', 'GET');
    await go(page, '/dashboard/contracts/invoice-tenant');
    const tableError = page.getByTestId('table-error');
    await tableError.waitFor({ timeout: 30_000 });
    expect(await reason.textContent()).toBe(lang === 'ar' ? text.timeout : text.server);
    await injectApiFault(page, null);
    await tableError.getByRole('button').click();
    await page.getByTestId('table-invoices').locator('tbody tr').first().waitFor();
    await close();
  });
});
