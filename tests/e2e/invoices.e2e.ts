// Invoice screens in Chromium: a tenant opens "my invoices", opens an invoice and prints
// it (print media emulation hides everything but the invoice); a lessor sees billing tabs
// and the detailed tax invoice with its ZATCA QR. Screenshots in Arabic and English.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './harness/axe';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const DEMO = { tenant: '0500000001', lessor: '0500000002' } as const;

async function login(page: Page, role: 'tenant' | 'lessor') {
  await page.getByTestId(`nav-${role}-login`).click();
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-phone').fill(DEMO[role]);
  await page.getByTestId('login-send').click();
  await page.getByLabel(/^(Digit|الرقم) 1$/).click();
  await page.keyboard.type('1234');
  await page.getByTestId('login-modal').waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user_token'))).toBeTruthy();
}

async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'en'))('tenant invoices (%s)', (lang) => {
  it('lists my invoices, opens one and prints it as a clean A4 page', async () => {
    const { page, close, errors } = await openPage({ lang });
    await login(page, 'tenant');
    await go(page, '/dashboard/contracts/invoice-tenant');
    const table = page.getByTestId('table-invoices');
    await table.locator('tbody tr').first().waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(
      lang === 'ar'
        ? [
            'رقم الفاتورة',
            'تاريخ الإصدار',
            'المبلغ الإجمالي',
            'المبلغ المتبقي',
            'الحالة',
            'التفاصيل',
          ]
        : ['Invoice number', 'Issue date', 'Total amount', 'Remaining amount', 'Status', 'Details'],
    );
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await screenshot(page, `invoices-list-${lang}`);

    await table.locator('tbody tr').first().getByRole('link').click();
    await page.getByTestId('invoice-summary').waitFor();
    await screenshot(page, `invoice-detail-${lang}`);
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).

    await page.emulateMedia({ media: 'print' });
    // The print layout, once applied: the page's chrome gone and the invoice at the top (the
    // layout settles after the media switch, so this waits on it instead of reading it once).
    const printLayout = () =>
      page.evaluate(() => {
        const root = document.querySelector('[data-print-root]')!;
        const shown = (sel: string) =>
          [...document.querySelectorAll(sel)].filter((e) => e.checkVisibility()).length;
        return {
          root: root.checkVisibility(),
          atTop: Math.round(root.getBoundingClientRect().top + window.scrollY) < 20,
          navs: shown('nav, header, aside'),
          buttons: shown('[data-no-print]'),
          tables: shown('[data-print-root] table'),
          cards: shown('[data-print-root] [data-layout="cards"]'),
        };
      });
    await expect
      .poll(printLayout)
      .toEqual({ root: true, atTop: true, navs: 0, buttons: 0, tables: 1, cards: 0 });
    await screenshot(page, `invoice-print-${lang}`);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.byteLength).toBeGreaterThan(5_000);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await close();
  });
});

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'ar'))('lessor billing (%s)', (lang) => {
  it('switches billing tabs, opens a statement and the detailed tax invoice', async () => {
    const { page, close } = await openPage({ lang });
    await login(page, 'lessor');
    await go(page, '/dashboard/billing_statements');
    const table = page.getByTestId('table-billing');
    await table.locator('tbody tr').first().waitFor();
    await screenshot(page, `billing-list-${lang}`);
    await page.getByRole('tab').nth(1).click();
    // The previous tab's rows stay until the paid ones arrive: wait for the rows to change.
    const statuses = table.locator('tbody tr td:nth-child(5)');
    await expect
      .poll(async () => new Set(await statuses.allTextContents()))
      .toEqual(new Set([lang === 'ar' ? 'مسددة' : 'Paid']));
    await table.locator('tbody tr').first().getByRole('link').click();
    await page.locator('[data-print-root]').waitFor();
    await screenshot(page, `billing-detail-${lang}`);
    expect(await seriousFindings(page)).toEqual([]);

    await go(page, '/dashboard/electronic_invoices');
    await page.getByTestId('table-billing').locator('tbody tr').first().getByRole('link').click();
    await page.getByTestId('paid-stamp').waitFor();
    const qr = await page.locator('img[data-qr-payload]').getAttribute('data-qr-payload');
    expect(qr && atob(qr).length).toBeGreaterThan(20);
    await screenshot(page, `e-invoice-${lang}`);
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await close();
  });
});

describe('tenant invoices on a phone (ar)', () => {
  it('shows the list as cards and the detail without horizontal overflow', async () => {
    const { page, close } = await openPage({ lang: 'ar', viewport: 'mobile' });
    await page.getByTestId('nav-menu').click();
    await page.getByTestId('nav-menu-tenant-login').click();
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('login-phone').fill(DEMO.tenant);
    await page.getByTestId('login-send').click();
    await page.getByLabel(/^(Digit|الرقم) 1$/).click();
    await page.keyboard.type('1234');
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });
    await go(page, '/dashboard/contracts/invoice-tenant');
    const cards = page.locator('[data-testid="table-invoices"] [data-layout="cards"] > li');
    await cards.first().waitFor();
    expect(await page.locator('[data-testid="table-invoices"] table').isVisible()).toBe(false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, 'invoices-list-mobile-ar');
    expect(await seriousFindings(page)).toEqual([]);
    await cards.first().getByRole('link').click();
    await page.getByTestId('invoice-summary').waitFor();
    await screenshot(page, 'invoice-detail-mobile-ar');
    await close();
  });
});
