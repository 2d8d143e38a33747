// Faults in the browser (issue 20): a server error (500), no answer (the app's 15 s time
// limit) and no connection, on a public page, the payment page and a dashboard list, each
// said in the page's language with a retry that loads the page; a page that failed offline
// recovers by itself when the connection returns (react-query's reconnect refetch). Which
// fault goes where per language (each pair at least once, hangs split so neither language
// waits on more than two time limits; the two languages run at the same time):
//              public listing   details          payment unit   paying    dashboard list
//   ar         server           offline → online  server         server    hang (invoices)
//   en         hang             offline, retry    hang           offline   server (invoices),
//                                                                          offline → online (bookings)
// Faults come from tests/e2e/harness/api-faults.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { expectNoA11yViolations, go, loginAs, phoneShot, poll, settled } from './harness/app';
import { injectApiFault, type ApiFault } from './harness/api-faults';
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
const TEXT_OF: Record<ApiFault, keyof (typeof TEXT)['ar']> = {
  server: 'server',
  hang: 'timeout',
  offline: 'offline',
};

const PLAN: Record<Lang, { listing: ApiFault; unit: ApiFault; pay: ApiFault; invoices: ApiFault }> =
  {
    ar: { listing: 'server', unit: 'server', pay: 'server', invoices: 'hang' },
    en: { listing: 'hang', unit: 'hang', pay: 'offline', invoices: 'server' },
  };

/** The error state `testId` says `fault` in `lang`; its retry (fault gone) brings `loaded`. */
async function saysAndRetries(page: Page, lang: Lang, fault: ApiFault, testId: string) {
  const state = page.getByTestId(testId);
  // A hang ends at the app's time limit (15 s), inside the harness's wait for a state.
  await state.waitFor();
  const reason = state.getByTestId('fault-reason');
  const text = TEXT[lang][TEXT_OF[fault]];
  if (await reason.count()) {
    expect(await reason.getAttribute('data-fault')).toBe(fault === 'hang' ? 'timeout' : fault);
    expect(await reason.textContent()).toBe(text);
  } else expect(await state.textContent()).toContain(text);
  await injectApiFault(page, null);
  await state.getByRole('button').click();
  await state.waitFor({ state: 'detached' });
}

/**
 * The browser loses its connection while `testId` shows the offline error: the banner comes;
 * when the connection returns the banner goes and the page loads `loaded` with no retry.
 */
async function recoversOnline(
  page: Page,
  context: BrowserContext,
  lang: Lang,
  testId: string,
  whileOffline: () => Promise<void> = async () => {},
) {
  const state = page.getByTestId(testId);
  await state.waitFor();
  expect(await state.getByTestId('fault-reason').textContent()).toBe(TEXT[lang].offline);
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await banner.waitFor();
  expect(await banner.textContent()).toMatch(TEXT[lang].banner);
  await whileOffline();
  await injectApiFault(page, null);
  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  await state.waitFor({ state: 'detached' });
}

async function journey(lang: Lang) {
  const { page, context, close } = await openPage({ lang, path: '/' });
  await settled(page);
  const plan = PLAN[lang];

  // A public page: the listing says what happened; its retry loads the results.
  await injectApiFault(page, plan.listing, '/public/offices(\\?|$)');
  await go(page, '/list');
  await saysAndRetries(page, lang, plan.listing, 'listing-error');
  await page.locator('[data-testid^="office-card"]').first().waitFor();

  // The details page offline says "offline", not "not found". Arabic: the browser goes
  // offline (banner, screenshot, axe) and the page comes back by itself when it returns;
  // English: the retry. (The page's chunk is fetched first: a lazy route cannot load offline.)
  await injectApiFault(page, 'offline');
  await go(page, '/details/1');
  if (lang === 'ar')
    await recoversOnline(page, context, lang, 'details-error', async () => {
      await screenshot(page, `fault-offline-${lang}`);
      await expectNoA11yViolations(page);
      await phoneShot(page, `fault-offline-${lang}`);
    });
  else await saysAndRetries(page, lang, 'offline', 'details-error');
  await page.getByTestId('booking-card').waitFor();

  // The payment page: a fault on the unit is said as one (not "unit not available"), and
  // its retry brings the form.
  await loginAs(page, 'tenant');
  await injectApiFault(page, plan.unit, '/public/units/\\d+$', 'GET');
  await go(page, PAYMENT);
  await page.getByTestId('booking-unit-fault').waitFor();
  expect(await page.getByTestId('booking-unit-error').count()).toBe(0);
  await screenshot(page, `fault-payment-${lang}`);
  await expectNoA11yViolations(page);
  await saysAndRetries(page, lang, plan.unit, 'booking-unit-fault');
  await page.getByTestId('payment-form').waitFor();

  // Paying on a fault keeps everything typed, the card included; paying again works (in
  // English: in Arabic it is the booking journey's own step).
  await page.getByTestId('method-card').check();
  await page.getByTestId('card-card_number').fill('4111 1111 1111 1111');
  await page.getByTestId('card-holder_name').fill('Mohammed Alqahtani');
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('accept-terms').check();
  await injectApiFault(page, plan.pay, '/ordinaries/reservations$', 'POST');
  await page.getByTestId('pay-submit').click();
  await poll(() => page.getByTestId('payment-error').textContent()).toBe(
    TEXT[lang][TEXT_OF[plan.pay]],
  );
  expect(await page.getByTestId('card-card_number').inputValue()).toBe('4111 1111 1111 1111');
  expect(await page.getByTestId('accept-terms').isChecked()).toBe(true);
  await injectApiFault(page, null);
  if (lang === 'en') {
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('payment-done').waitFor();
  }

  // A dashboard list: the table says why and its retry loads the rows.
  await injectApiFault(page, plan.invoices, '/ordinaries/invoices(\\?|$)', 'GET');
  await go(page, '/dashboard/contracts/invoice-tenant');
  await saysAndRetries(page, lang, plan.invoices, 'table-error');
  await page.getByTestId('table-invoices').locator('tbody tr').first().waitFor();

  // English: a dashboard list that failed offline loads by itself when the connection
  // returns (the banner in English on the screenshot).
  if (lang === 'en') {
    await injectApiFault(page, 'offline', '/ordinaries/reservations(\\?|$)', 'GET');
    await go(page, '/dashboard/bookings');
    await recoversOnline(page, context, lang, 'table-error', () =>
      screenshot(page, `fault-offline-${lang}`).then(() => undefined),
    );
    await page.getByTestId('table-tenant-bookings').locator('tbody tr').first().waitFor();
  }
  await close();
}

// The two languages at once (most of the time is spent waiting on time limits), in one test:
// vitest binds the global expect (and so the harness's expect.poll) to the running test, and
// concurrent tests lose it when the first one ends. Both journeys finish before it reports.
it('says each fault in ar and en, and recovers', async () => {
  const langs: Lang[] = ['ar', 'en'];
  const results = await Promise.allSettled(langs.map(journey));
  results.forEach((r, i) => {
    if (r.status === 'rejected') throw new Error(`faults (${langs[i]})`, { cause: r.reason });
  });
});
