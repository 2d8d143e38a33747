// The lessor's money in Chromium, one journey per language on desktop and a 390 px phone
// (the home's phone layout is the shell test's; its money cards are checked on desktop):
// the dashboard's money cards, the transfers (a status filter, a transfer's detail with the
// bookings it settles), the month's statement (and the month before), the receiving method
// (masked; a wrong bank refused at the field; a change confirmed with the SMS code) and the
// subscription. Axe on every screen.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { expectNoA11yViolations, go, loginAs, phoneShot, poll } from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const TEXT = {
  ar: { failed: 'متعثر', mismatch: /بنكًا آخر/, stc: 'STC Pay', settled: 'الحجوزات التي يسوّيها' },
  en: { failed: 'Failed', mismatch: /another bank/, stc: 'STC Pay', settled: 'Bookings settled' },
};

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'en'))('money (%s)', (lang) => {
  it('dashboard cards, transfers, statement, receiving method, subscription', async () => {
    const text = TEXT[lang];
    const { page, close, errors } = await openPage({ lang });
    await loginAs(page, 'lessor');

    await go(page, '/dashboard/home');
    await page.getByTestId('sales-bars').waitFor();
    await page.getByTestId('latest-transfers').getByText('TRF-000012').waitFor();
    // The invoice summary (spec section 3): the newest electronic invoice, opening it.
    const invoices = page.getByTestId('latest-invoices');
    await poll(() => invoices.getByRole('listitem').count()).toBe(5);
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await screenshot(page, `money-home-${lang}-desktop`);
    await phoneShot(page, `money-home-${lang}`);
    const newest = (await invoices.getByRole('link').first().locator('[dir=ltr]').textContent())!;
    expect(newest).toMatch(/^EINV-\d{6}$/);
    await invoices.getByRole('link').first().click();
    await page.getByTestId('paid-stamp').waitFor();
    await page.getByText(newest).first().waitFor();

    await go(page, '/dashboard/transactions');
    const table = page.getByTestId('table-transfers');
    await table.locator('table').getByText('TRF-000012').waitFor();
    await table.getByRole('combobox').first().selectOption('failed');
    // TRF-000003 is on the first page anyway: wait for the others to go.
    await poll(() => table.locator('table tbody tr').count()).toBe(1);
    await table.locator('table').getByText('TRF-000003').waitFor();
    await table.locator('table').getByText(text.failed).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, `money-transfers-${lang}-desktop`);
    await phoneShot(page, `money-transfers-${lang}`);

    await go(page, '/dashboard/transactions/4');
    await page.getByTestId('transfer-totals').waitFor();
    await page.getByRole('heading', { level: 2, name: new RegExp(text.settled) }).waitFor();
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await screenshot(page, `money-transfer-detail-${lang}-desktop`);
    await phoneShot(page, `money-transfer-detail-${lang}`);

    await go(page, '/dashboard/statements');
    await page.getByTestId('statement-totals').waitFor();
    const month = page.getByTestId('statement-month');
    const current = await month.inputValue();
    await month.selectOption({ index: 1 });
    await poll(() => new URL(page.url()).searchParams.get('month')).not.toBe(current);
    await page.getByTestId('statement-totals').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, `money-statement-${lang}-desktop`);
    await phoneShot(page, `money-statement-${lang}`);

    await go(page, '/dashboard/paymentReceiption');
    await poll(() => page.getByTestId('payout-saved').textContent()).toContain('7519');
    await page.getByTestId('payout-change').click();
    await page.getByTestId('payout-bank_code').selectOption('10');
    await page.getByTestId('payout-holder_name').fill('Masahat Business Co');
    await page.getByTestId('payout-iban').fill('SA03 8000 0000 6080 1016 7519');
    await page.getByTestId('payout-submit').click();
    await poll(() => page.getByTestId('payout-error-iban').textContent()).toMatch(text.mismatch);
    await expectNoA11yViolations(page);
    await screenshot(page, `money-payout-${lang}-desktop`);
    await phoneShot(page, `money-payout-${lang}`);
    await page.getByTestId('payout-method-stc_pay').click();
    await page.getByTestId('payout-stc_pay_mobile').fill('0551234567');
    await page.getByTestId('payout-submit').click();
    const dialog = page.getByTestId('payout-confirm');
    await dialog.getByText('0500000002').waitFor();
    await page.getByTestId('payout-code').fill('1234');
    await page.getByTestId('payout-confirm-button').click();
    await poll(() => page.getByTestId('payout-saved').textContent()).toContain('0551234567');
    expect(await page.getByTestId('payout-saved').textContent()).toContain(text.stc);

    await go(page, '/dashboard/subscription');
    await page.getByText('SUB-000002').waitFor();
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await screenshot(page, `money-subscription-${lang}-desktop`);
    await phoneShot(page, `money-subscription-${lang}`);
    expect(errors).toEqual([]);
    await close();
  });
});
