// Contract screens in Chromium: a lessor opens contract models from the sidebar's route and
// sees the platform's models with their type. Screenshots in Arabic and English (desktop;
// the phone header hides the login button behind its menu, not covered here yet).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  closeBrowser,
  openPage,
  screenshot,
  type Lang,
  type ViewportName,
} from './harness/browser';

afterAll(closeBrowser);

const LESSOR = '0500000002';

async function login(page: Page) {
  await page.getByTestId('nav-lessor-login').click();
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-phone').fill(LESSOR);
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

describe.each([
  ['ar', 'desktop'],
  ['en', 'desktop'],
] as [Lang, ViewportName][])('contract models (%s, %s)', (lang, viewport) => {
  it('lists the contract models with name, type and last update', async () => {
    const { page, close, errors } = await openPage({ lang, viewport });
    await login(page);
    await go(page, '/dashboard/contracts/contract-models');
    const table = page.getByTestId('table-contracts');
    await table
      .getByText(lang === 'ar' ? /تجاري|سكني/ : /Commercial|Residential/)
      .first()
      .waitFor();
    if (viewport === 'desktop') {
      const headers = await table.locator('thead th').allTextContents();
      expect(headers).toEqual(
        lang === 'ar' ? ['الاسم', 'النوع', 'آخر تحديث'] : ['Name', 'Type', 'Last updated'],
      );
      expect(await checkA11y(page)).toEqual([]);
    }
    await screenshot(page, `contract-models-${lang}-${viewport}`);
    expect(errors).toEqual([]);
    await close();
  });
});
