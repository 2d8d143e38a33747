// A lessor's day in Chromium, in Arabic and English (one tab per language, phone layouts by
// resizing): the incomplete office resumes at its step (no prompt loop), My offices publishes
// through the checklist and hides/shows an office, an order awaiting a bank transfer shows
// the tenant's receipt before "Confirm", an e-invoice is sent to its tenant and says so,
// and the dashboard home has the orders cards.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { expectNoA11yViolations, go, loginAs, phoneShot, poll, settled } from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const T = {
  ar: {
    continue: 'إكمال غير المكتمل',
    hide: 'إخفاء',
    show: 'إظهار',
    hidden: 'مخفي',
    published: 'منشور',
    publish: 'نشر',
    processing: 'قيد المعالجة',
    details: 'التفاصيل',
    confirm: 'تأكيد التحويل البنكي',
    view: 'عرض',
    send: 'إرسال',
    whatsapp: 'واتساب',
    latest: 'أحدث الطلبات',
  },
  en: {
    continue: 'Continue the incomplete one',
    hide: 'Hide',
    show: 'Show',
    hidden: 'Hidden',
    published: 'Published',
    publish: 'Publish',
    processing: 'Processing',
    details: 'Details',
    confirm: 'Confirm bank transfer',
    view: 'View',
    send: 'Send',
    whatsapp: 'WhatsApp',
    latest: 'Latest orders',
  },
} as const;

const rows = (page: Page, ns: string) => page.getByTestId(`table-${ns}`).locator('tbody tr');

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'en'))(
  'lessor listings and orders (%s)',
  (lang) => {
    it('resumes a draft, publishes by the checklist, hides, shows a receipt, sends an invoice', async () => {
      const t = T[lang];
      const { page, close, errors } = await openPage({ lang });
      await loginAs(page, 'lessor');

      // Defect 1: "continue incomplete" opens the draft in the wizard, at its unfinished step.
      await go(page, '/addoffice');
      const prompt = page.getByTestId('incomplete-office');
      await prompt.waitFor();
      await prompt.getByRole('button', { name: t.continue }).click();
      await page.getByTestId('wizard-offices').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/addoffice\/\d+$/);
      expect(await prompt.count()).toBe(0);
      expect(await page.locator('[aria-current="step"]').textContent()).not.toMatch(/^1\./);
      await screenshot(page, `lessor-resume-${lang}`);

      // My offices: hide a published office (a snooze date is optional), then show it again.
      await go(page, '/dashboard/properties');
      const published = rows(page, 'offices').filter({ hasText: t.published }).first();
      await published.waitFor();
      const name = (await published.locator('td').nth(1).textContent())!.trim();
      await published.getByRole('button', { name: t.hide, exact: true }).click();
      const hide = page.getByTestId('hide-dialog');
      await hide.waitFor();
      await screenshot(page, `lessor-hide-${lang}`);
      await hide.getByRole('button', { name: t.hide, exact: true }).click();
      const row = rows(page, 'offices').filter({ hasText: name }).first();
      await poll(() => row.textContent()).toContain(t.hidden);
      await row.getByRole('button', { name: t.show, exact: true }).click();
      await poll(() => row.textContent()).toContain(t.published);

      // Publishing goes through the checklist: an unmet item blocks it and links to its fix.
      const unpublished = rows(page, 'offices')
        .filter({ has: page.getByRole('button', { name: t.publish, exact: true }) })
        .first();
      await unpublished.getByRole('button', { name: t.publish, exact: true }).click();
      const dialog = page.getByTestId('publish-dialog');
      await dialog.waitFor();
      const items = dialog.getByTestId('publish-checklist').locator('li');
      expect(await items.count()).toBe(5);
      const missing = await dialog.locator('li[data-ok="false"]').count();
      expect(await dialog.getByRole('button', { name: t.publish, exact: true }).isDisabled()).toBe(
        missing > 0,
      );
      await expectNoA11yViolations(page);
      await screenshot(page, `lessor-checklist-${lang}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await phoneShot(page, `lessor-offices-${lang}`);

      // An order awaiting a bank transfer shows the receipt before "Confirm".
      await go(page, '/dashboard/reservations');
      // The bills sub-tabs (section 2) lead to built pages: orders first, finance, contract
      // models and the e-invoices among them (other areas add theirs).
      const bills = await page
        .getByTestId('menu-bills')
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(bills[0]).toBe('/dashboard/reservations');
      expect(bills).toEqual(
        expect.arrayContaining([
          '/dashboard/billing_statements',
          '/dashboard/contracts/contract-models',
          '/dashboard/electronic_invoices',
        ]),
      );
      await page.getByRole('tab', { name: t.processing }).click();
      const order = rows(page, 'reservations').first();
      await order.waitFor();
      await order.getByRole('link', { name: t.details }).click();
      const receipt = page.getByTestId('transfer-receipt');
      await receipt.locator('img').waitFor();
      const confirm = page.getByRole('button', { name: t.confirm });
      await confirm.waitFor();
      const receiptBox = (await receipt.boundingBox())!;
      expect(receiptBox.y).toBeLessThan((await confirm.boundingBox())!.y);
      await settled(page);
      await expectNoA11yViolations(page);
      await screenshot(page, `lessor-receipt-${lang}`);
      await phoneShot(page, `lessor-receipt-${lang}`);

      // "Send" on an e-invoice sends it to the tenant through the backend, and it says so.
      await go(page, '/dashboard/electronic_invoices');
      await rows(page, 'billing').first().getByRole('link', { name: t.view }).click();
      await page.getByTestId('e-invoice-totals').waitFor();
      await page.getByRole('button', { name: t.send, exact: true }).click();
      const send = page.getByTestId('send-invoice-dialog');
      await send.waitFor();
      await send.getByText(t.whatsapp).click();
      await send.getByRole('button', { name: t.send, exact: true }).click();
      await page.getByTestId('invoice-deliveries').waitFor();
      expect(await page.getByTestId('invoice-deliveries').textContent()).toContain(t.whatsapp);
      await screenshot(page, `lessor-invoice-sent-${lang}`);

      // The dashboard home's orders cards list their orders (each a link to it); every card's
      // title is translated (a widget's namespace loads with it: no raw key).
      await go(page, '/dashboard/home');
      const latest = page.getByTestId('widget-latest-orders');
      await latest.getByRole('heading', { name: t.latest }).waitFor();
      await latest.locator('a[href^="/dashboard/reservations/"]').first().waitFor();
      await page
        .getByTestId('widget-upcoming-tenants')
        .locator('a[href^="/dashboard/reservations/"]')
        .first()
        .waitFor();
      await settled(page);
      const titles = await page.locator('[data-testid="dashboard-widgets"] h2').allTextContents();
      expect(titles.filter((x) => /^[\w.:]+\.\w+$/.test(x))).toEqual([]);
      await screenshot(page, `lessor-home-${lang}`);
      await phoneShot(page, `lessor-home-${lang}`);
      expect(errors).toEqual([]);
      await close();
    });
  },
);
