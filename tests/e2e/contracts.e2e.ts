// The contract journey in Chromium, one per language (desktop, with phone shots): the lessor
// accepts the demo tenant's pending booking, creates its contract from a model through the
// booking's "create contract" (the wizard prefilled from the booking), sends it; a sent
// contract cannot be edited; a model in use cannot be deleted; the tenant accepts it and
// both see it active with its payment schedule; the lessor attaches the signed base contract
// (a fake PDF refused at the field) and the tenant downloads it; the print view renders on A4 pages with both
// calendars and a QR.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { EJAR_SECTIONS } from '@/domain/contract/ejar-export';
import { closeBrowser, openPage, screenshot, SCREENSHOT_DIR, type Lang } from './harness/browser';
import { expectNoA11yViolations, go, loginAs, phoneShot, poll } from './harness/app';
import { journeyVariants } from './harness/langs';

/** The signed contract the lessor attaches (a real PDF header; its own bytes). */
const SIGNED_PDF = Buffer.from('%PDF-1.4\n% signed by both parties\n%%EOF\n');

afterAll(closeBrowser);

const TENANT_ID = 1; // the demo tenant (0500000001)
const HIJRI = /هـ|محرم|صفر|ربيع|جمادى|رجب|شعبان|رمضان|شوال|ذو/;

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = localStorage.getItem('user_token');
    const res = await fetch(`/apiBack/v1${p}`, {
      headers: {
        Accept: 'application/json',
        'X-App-Key': 'maktabi-dev-app-key',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    return (await res.json()) as T;
  }, path);
}

type Row = { id: number; status: string; tenant: { id: number } };
async function pendingOfDemoTenant(page: Page): Promise<number> {
  const list = await api<{ data: { data: Row[] } }>(
    page,
    '/user/reservations?status=pending&per_page=100',
  );
  const r = list.data.data.find((x) => x.status === 'pending' && x.tenant.id === TENANT_ID);
  if (!r) throw new Error('the demo tenant has no pending booking with the demo lessor');
  return r.id;
}

/** Fills a wizard field only where the booking (or an earlier contract) left it empty. */
async function fillIfEmpty(page: Page, name: string, value: string) {
  const el = page.locator(`[data-testid="wizard-contracts"] [name="${name}"]`);
  if ((await el.inputValue()) !== '') return;
  const tag = await el.evaluate((e) => e.tagName);
  if (tag === 'SELECT') await el.selectOption(value === '*' ? { index: 1 } : value);
  else await el.fill(value);
}

const next = (page: Page, lang: Lang) =>
  page
    .getByTestId('wizard-contracts')
    .getByRole('button', { name: lang === 'ar' ? 'التالي' : 'Next' })
    .click();

/** Waits for the wizard's step heading (h2) to read `name`. */
const onStep = (page: Page, name: RegExp) =>
  page.getByTestId('wizard-contracts').getByRole('heading', { level: 2, name }).waitFor();

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'ar'))('contract journey (%s)', (lang) => {
  const ar = lang === 'ar';
  it('booking → contract from a model → sent (locked) → accepted → active, printed', async () => {
    const { page, close, errors } = await openPage({ lang });
    await loginAs(page, 'lessor');

    // The lessor accepts the booking.
    const booking = await pendingOfDemoTenant(page);
    await go(page, `/dashboard/reservations/${booking}`);
    await page
      .getByTestId('reservation-detail')
      .getByRole('button', { name: ar ? 'قبول' : 'Accept', exact: true })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: ar ? 'قبول' : 'Accept', exact: true })
      .click();
    const card = page.getByTestId('reservation-contract');
    const create = card.getByRole('link', { name: ar ? 'إنشاء عقد' : 'Create contract' });
    await create.click();
    await poll(() => page.url()).toContain(`/dashboard/contracts/create-rent-contract/${booking}`);

    // The wizard, prefilled from the booking: complete what it cannot know.
    const form = page.getByTestId('wizard-contracts');
    await form.waitFor();
    await expect(form.locator('[name="tenant_mobile"]').inputValue()).resolves.toBe(
      '+966500000001',
    );
    await fillIfEmpty(page, 'lessor_nationality', ar ? 'سعودي' : 'Saudi');
    await next(page, lang);
    await onStep(page, ar ? /العقار|Property/ : /Property/);
    await fillIfEmpty(page, 'deed_number', '310115003452');
    await fillIfEmpty(page, 'deed_issuer', ar ? 'كتابة العدل بالرياض' : 'Riyadh notary');
    await fillIfEmpty(page, 'deed_date', '2015-03-10');
    await fillIfEmpty(page, 'deed_type', '*');
    await fillIfEmpty(page, 'property_building_number', '7421');
    await fillIfEmpty(page, 'property_postal_code', '12345');
    await fillIfEmpty(page, 'property_additional_number', '3310');
    await fillIfEmpty(page, 'property_building_type', '*');
    await fillIfEmpty(page, 'property_usage', '*');
    await fillIfEmpty(page, 'unit_floor', '2');
    await next(page, lang);
    await page.getByTestId('schedule-preview').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // the step change scrolled to its heading
    await screenshot(page, `contracts-wizard-${lang}-desktop`);
    await phoneShot(page, `contracts-wizard-${lang}`);
    await next(page, lang);
    // The lessor's own model comes first (the platform's follow).
    const model = form.locator('[name="model_id"]');
    await model.selectOption({ index: 1 });
    const modelName = (await model.locator('option:checked').innerText()).trim();
    await page.getByTestId(`clauses-${lang}`).waitFor();
    await next(page, lang);
    await page.getByTestId('wizard-review').waitFor();
    await form.getByRole('button', { name: ar ? 'حفظ كمسودة' : 'Save as draft' }).click();

    // The draft's page: send it; then it cannot be edited.
    await poll(() => page.url()).toMatch(/\/dashboard\/contracts\/rent-contract-details\/\d+$/);
    const contractId = Number(/(\d+)$/.exec(page.url())![1]);
    const { data: created } = await api<{ data: { number: string } }>(
      page,
      `/user/contracts/${contractId}`,
    );
    await page.getByTestId('contract-send').click();
    await page.getByTestId('reason-dialog-confirm').click();
    await page.getByTestId('reason-dialog').waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('contract-send').count()).toBe(0);

    // The base contract: a real PDF attaches; a text file named .pdf is then refused at the
    // field (judged by its bytes) and the attached one stays.
    const baseInput = page.getByTestId('base-contract-input');
    await baseInput.setInputFiles({
      name: 'عقد-الإيجار-الموقع.pdf',
      mimeType: 'application/pdf',
      buffer: SIGNED_PDF,
    });
    await page.getByTestId('base-contract-file').getByText('عقد-الإيجار-الموقع.pdf').waitFor();
    await baseInput.setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    await page
      .getByTestId('base-contract-error')
      .getByText(ar ? 'يجب أن يكون العقد الأساسي ملف PDF' : 'The base contract must be a PDF file')
      .waitFor();
    await screenshot(page, `contracts-base-contract-${lang}-desktop`);
    await phoneShot(page, `contracts-base-contract-${lang}`);
    await go(page, `/dashboard/contracts/edit-contract/${contractId}`);
    await page.getByTestId('not-editable').waitFor();

    // A model in use by a live contract cannot be deleted.
    await go(page, '/dashboard/contracts/contract-models');
    const own = page
      .getByTestId('table-contracts')
      .locator('tbody tr')
      .filter({ hasText: modelName });
    await own.getByRole('button', { name: ar ? 'حذف' : 'Delete' }).click();
    const confirmDelete = page.getByRole('alertdialog').getByRole('button', {
      name: ar ? 'حذف' : 'Delete',
    });
    await expect(confirmDelete.isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await screenshot(page, `contracts-models-${lang}-desktop`);
    await go(page, '/dashboard/contracts/rent-contract');
    await page.getByTestId('table-contracts').getByText(created.number).first().waitFor();
    await screenshot(page, `contracts-rent-list-${lang}-desktop`);

    // The tenant accepts it; it is active at once.
    await go(page, '/');
    await page.getByTestId('nav-logout').click();
    await loginAs(page, 'tenant');
    await go(page, '/dashboard/contracts/tenant-contracts');
    await page.getByTestId('table-contracts').getByText(created.number).first().waitFor();
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await phoneShot(page, `contracts-tenant-list-${lang}`);
    await go(page, `/dashboard/contracts/tenant-contract-details/${contractId}`);
    await page.getByTestId('contract-accept').click();
    await page.getByTestId('reason-dialog-confirm').click();
    await page.getByTestId('reason-dialog').waitFor({ state: 'detached' });
    const active = ar ? 'ساري' : 'Active';
    await page.getByText(active, { exact: true }).first().waitFor();
    const schedule = page.getByTestId('contract-schedule').locator('tbody tr');
    await poll(() => schedule.count()).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
    await screenshot(page, `contracts-tenant-detail-${lang}-desktop`);
    // "Ejar data": the fields as JSON in the sections' order, the schedule in both calendars.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ejar-export').click(),
    ]);
    const ejar = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(ejar)).toEqual(['format', 'version', ...EJAR_SECTIONS]);
    const dues = ejar.rent_payment_schedule as Array<{ due_date: { hijri: string } }>;
    expect(dues).toHaveLength(await schedule.count());
    expect(dues[0].due_date.hijri).toMatch(HIJRI);
    await phoneShot(page, `contracts-tenant-detail-${lang}`);
    // The tenant downloads the attached base contract: the PDF under its name.
    const [baseFile] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByTestId('base-contract-file')
        .getByRole('button', { name: ar ? 'تنزيل' : 'Download' })
        .click(),
    ]);
    expect(baseFile.suggestedFilename()).toBe('عقد-الإيجار-الموقع.pdf');
    // The very file the lessor attached, byte for byte (the embedded backend keeps uploads).
    expect(await readFile(await baseFile.path())).toEqual(SIGNED_PDF);

    // The print view: A4 pages, both calendars, a verification QR.
    await go(page, `/print-contract/${contractId}`);
    await page.getByTestId('print-schedule').waitFor();
    await page.getByTestId('print-base-contract').getByText('عقد-الإيجار-الموقع.pdf').waitFor();
    const first = page.getByTestId('print-schedule').locator('tbody tr').first().locator('td');
    expect(await first.nth(1).innerText()).toMatch(/\d/); // Gregorian due date
    expect(await first.nth(2).innerText()).toMatch(HIJRI); // Hijri beside it
    await page.locator('[data-sheet] img[src^="data:image/svg"]').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, `contracts-print-${lang}`);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      path: path.join(SCREENSHOT_DIR, `contracts-print-${lang}.pdf`),
    });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    await page.emulateMedia({ media: 'screen' });

    // The lessor sees it active with its schedule too.
    await go(page, '/');
    await page.getByTestId('nav-logout').click();
    await loginAs(page, 'lessor');
    await go(page, `/dashboard/contracts/rent-contract-details/${contractId}`);
    await page.getByText(active, { exact: true }).first().waitFor();
    await poll(() => schedule.count()).toBeGreaterThan(0);
    await screenshot(page, `contracts-lessor-detail-${lang}-desktop`);
    await phoneShot(page, `contracts-lessor-detail-${lang}`);
    expect(errors).toEqual([]);
    await close();
  });
});
