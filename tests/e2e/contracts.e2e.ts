// Contract screens in Chromium: a lessor opens contract models from the dashboard and sees
// the platform's models with their type, in Arabic and English, on desktop and a phone.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { expectNoA11yViolations, go, loginAs, phoneShot } from './harness/app';

afterAll(closeBrowser);

describe.each(['ar', 'en'] as Lang[])('contract models (%s)', (lang) => {
  it('lists the contract models with name, type and last update', async () => {
    const { page, close, errors } = await openPage({ lang });
    await loginAs(page, 'lessor');
    await go(page, '/dashboard/contracts/contract-models');
    const table = page.getByTestId('table-contracts');
    await table
      .getByText(lang === 'ar' ? /تجاري|سكني/ : /Commercial|Residential/)
      .first()
      .waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(
      lang === 'ar' ? ['الاسم', 'النوع', 'آخر تحديث'] : ['Name', 'Type', 'Last updated'],
    );
    await expectNoA11yViolations(page);
    await screenshot(page, `contract-models-${lang}-desktop`);
    await phoneShot(page, `contract-models-${lang}`);
    expect(errors).toEqual([]);
    await close();
  });
});
