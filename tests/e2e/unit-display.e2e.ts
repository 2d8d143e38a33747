// A lessor hides a unit from tenants and shows it again (spec section 3, display status),
// on /dashboard/properties/1 (the demo lessor's office of seeded unit U0001), in Arabic and
// English, desktop and a 390 px phone: the row reads "hidden" and offers "show", and the
// public page of the unit is gone meanwhile. Screenshots and axe.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './harness/axe';
import { closeBrowser, openPage, screenshot, type Lang, untilStill } from './harness/browser';
import { loginAs } from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const TEXT = {
  ar: { hide: 'إخفاء عن المستأجرين', show: 'إظهار للمستأجرين', hidden: 'مخفي' },
  en: { hide: 'Hide from tenants', show: 'Show to tenants', hidden: 'Hidden' },
};

const publicUnitStatus = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/apiBack/v1/public/units/1', {
      headers: { Accept: 'application/json', 'X-App-Key': 'maktabi-dev-app-key' },
    });
    return res.status;
  });

describe.each(
  journeyVariants<[Lang, 'desktop' | 'mobile']>(
    [
      ['ar', 'desktop'],
      ['en', 'mobile'],
    ],
    ['ar', 'desktop'],
  ),
)('unit display status (%s, %s)', (lang, viewport) => {
  it('hides a unit from tenants and shows it again', async () => {
    const { page, close } = await openPage({ lang, path: '/', viewport });
    const tag = `${lang}-${viewport}`;
    // The harness's login picks the header's entry or the phone menu by the page's width.
    await loginAs(page, 'lessor');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard/properties/1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const row = page.locator('tr:visible, li:visible').filter({ hasText: 'U0001' });
    await row.getByRole('button', { name: TEXT[lang].hide }).first().click();
    await row.getByRole('button', { name: TEXT[lang].show }).first().waitFor();
    expect(await row.first().textContent()).toContain(TEXT[lang].hidden);
    expect(await publicUnitStatus(page)).toBe(404);
    await page.waitForLoadState('networkidle');
    await untilStill(page);
    await screenshot(page, `unit-hidden-${tag}`);
    const violations = await seriousFindings(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);

    await row.getByRole('button', { name: TEXT[lang].show }).first().click();
    await row.getByRole('button', { name: TEXT[lang].hide }).first().waitFor();
    expect(await publicUnitStatus(page)).toBe(200);
    await close();
  });
});
