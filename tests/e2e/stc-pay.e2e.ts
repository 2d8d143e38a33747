// Paying by STC Pay in Chromium, Arabic on a desktop and English on a 390 px phone: /payment
// for seeded unit 1 as the demo tenant; the STC Pay policy line; a mobile without a wallet
// (0500000009 in the embedded backend) refused at its field; the code sent to the wallet's
// mobile, a wrong code said at the code field, the demo code (1234) pays → /payment_done
// says STC Pay → the invoice says STC Pay. Screenshots and axe on each step.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './harness/axe';
import { closeBrowser, openPage, screenshot, type Lang, untilStill } from './harness/browser';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Unit 1 is free from day +80 (seeded bookings end before).
const PAYMENT = `/payment?unit=1&type_res_id=2&from=${day(84)}&to=${day(86)}`;

const TEXT = {
  ar: { noWallet: 'لا توجد محفظة STC Pay', wrong: 'رمز التحقق غير صحيح', policy: 'STC Pay' },
  en: {
    noWallet: 'no STC Pay wallet',
    wrong: 'The verification code is incorrect',
    policy: 'STC Pay',
  },
};

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await untilStill(page);
}

async function shoot(page: Page, name: string, a11y = false) {
  await settle(page);
  await screenshot(page, name);
  if (!a11y) return;
  const violations = await seriousFindings(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

async function login(page: Page) {
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-phone').fill('0500000001');
  await page.getByTestId('login-send').click();
  await page.getByLabel(/^(Digit|الرقم) 1$/).click();
  await page.keyboard.type('1234');
  await page.getByTestId('login-modal').waitFor({ state: 'detached' });
}

describe.each(
  journeyVariants<[Lang, 'desktop' | 'mobile']>(
    [
      ['ar', 'desktop'],
      ['en', 'mobile'],
    ],
    ['en', 'mobile'],
  ),
)('STC Pay (%s, %s)', (lang, viewport) => {
  // One journey of four screens with two refusals (85 s on a machine loaded 20 deep): the
  // harness's limits (tests/e2e/harness/patience.ts) hold it; the waits inside are on state.
  it('refuses a number without a wallet, confirms with the code and invoices STC Pay', async () => {
    const { page, close, errors } = await openPage({ lang, path: PAYMENT, viewport });
    const tag = `${lang}-${viewport}`;
    await page.getByTestId('booking-login-required').waitFor();
    await login(page);
    await page.getByTestId('payment-form').waitFor();
    expect(await page.getByTestId('policy-stc-pay').textContent()).toContain(TEXT[lang].policy);

    await page.getByTestId('method-stc-pay').check();
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('stc-pay-mobile-input').fill('0500000009');
    await page.getByTestId('pay-submit').click();
    await expect
      .poll(() => page.getByTestId('stc-pay-mobile-error').textContent())
      .toContain(TEXT[lang].noWallet);
    await page.getByTestId('stc-pay-mobile-input').fill('0551234567');
    await shoot(page, `stc-pay-form-${tag}`, true);

    await page.getByTestId('pay-submit').click();
    await page.getByTestId('stc-pay-code').waitFor();
    expect(await page.getByTestId('stc-pay-mobile').textContent()).toBe('+966551234567');
    expect(await page.getByTestId('payment-form').isVisible()).toBe(false);
    await page.getByTestId('stc-pay-code-input').fill('9999');
    await page.getByTestId('stc-pay-confirm').click();
    await expect
      .poll(() => page.getByTestId('stc-pay-code-error').textContent())
      .toContain(TEXT[lang].wrong);
    await shoot(page, `stc-pay-code-${tag}`, true);

    await page.getByTestId('stc-pay-code-input').fill('1234');
    await page.getByTestId('stc-pay-confirm').click();
    await page.getByTestId('payment-done').waitFor();
    expect(await page.getByTestId('payment-done').textContent()).toContain('STC Pay');
    await shoot(page, `stc-pay-done-${tag}`);

    await page.getByTestId('done-invoice-link').click();
    await page.waitForURL(/invoice-tenant-details\/\d+$/);
    await page
      .getByText(/INV-\d{6}/)
      .first()
      .waitFor();
    expect(await page.locator('main').textContent()).toContain('STC Pay');
    await shoot(page, `stc-pay-invoice-${tag}`);
    // The two refusals (422) are the only console errors.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await close();
  });
});
