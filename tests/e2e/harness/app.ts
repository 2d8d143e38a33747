// The app-level steps every browser test repeats: wait until a page has settled, log in
// with a demo account, move inside the app without a reload, check axe, and capture a
// phone layout in the same tab. Browser time is the test command's largest cost: a full
// page load (app start + embedded backend) is ~1.5 s and an axe run ~1 s, so a journey logs
// in once, moves with `go()`, and takes its phone screenshots by resizing, not reopening.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousFindings } from './axe';
import { screenshot, untilStill } from './browser';
import { STATE_WAIT_MS } from './patience';

/** expect.poll with room for a loaded machine (its default gives up after 1 s). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: STATE_WAIT_MS });

export const DEMO = { tenant: '0500000001', lessor: '0500000002' } as const;
export type DemoRole = keyof typeof DEMO;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** The page has an h1, no request in flight, no loading overlay, fonts and animations done. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // A prerendered page (scripts/prerender.ts) has its h1 before any script: wait until React
  // owns it (hydrated or rendered).
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
  await page.locator('[data-testid="loading-overlay"]').waitFor({ state: 'detached' });
  await untilStill(page);
}

/** No serious or critical axe finding; the failure names the element and the reason. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const violations = await seriousFindings(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

/**
 * Logs in with a demo account (code 1234) through the real modal, from whatever page is
 * open: the header's login button (or the phone menu's), unless the modal is already open.
 */
export async function loginAs(page: Page, role: DemoRole): Promise<void> {
  await loginWithPhone(page, DEMO[role], role);
}

/**
 * Logs in with any phone the embedded backend knows (or a new one), code 1234, through the
 * tenant or the lessor entry of the header.
 */
export async function loginWithPhone(page: Page, phone: string, entry: DemoRole): Promise<void> {
  const modal = page.getByTestId('login-modal');
  if (!(await modal.isVisible())) {
    const id = entry === 'lessor' ? 'lessor-login' : 'tenant-login';
    const desktop = page.getByTestId(`nav-${id}`);
    // The header renders with the app: wait for whichever entry this width shows.
    await page
      .locator(`[data-testid="nav-${id}"]:visible, [data-testid="nav-menu"]:visible`)
      .first()
      .waitFor();
    if (await desktop.isVisible()) await desktop.click();
    else {
      await page.getByTestId('nav-menu').click();
      await page.getByTestId(`nav-menu-${id}`).click();
    }
  }
  await modal.waitFor();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-channel-whatsapp').click();
  await page.getByTestId('login-send').click();
  await page.getByLabel(/^(Digit|الرقم) 1$/).click();
  await page.keyboard.type('1234');
  await modal.waitFor({ state: 'detached' });
  await poll(() => page.evaluate(() => localStorage.getItem('user_token'))).toBeTruthy();
}

/** Logs out through the header (desktop width), back on the home page. */
export async function logout(page: Page): Promise<void> {
  await page.getByTestId('nav-logout').click();
  await poll(() => page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
  await page.getByTestId('nav-lessor-login').waitFor();
}

/** The location whose page has committed (src/app/location-marker.tsx). */
export const renderedLocation = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.location ?? null);

/**
 * Client-side navigation (no reload: the session, the backend's state and caches stay), then
 * waits until the app has rendered `landsOn` (default: `path`; give it for a redirect).
 */
export async function go(page: Page, path: string, landsOn = path): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await poll(() => renderedLocation(page)).toBe(landsOn);
  await settled(page);
}

/**
 * Screenshots of the current page on a 390 px phone, in the same tab: resize, settle,
 * capture `<name>-phone.png`, check nothing overflows sideways, and go back to desktop.
 */
export async function phoneShot(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(PHONE);
  await untilStill(page);
  // Waits for the layout to fit: parts sized by a ResizeObserver (the reports' charts) draw
  // at the old width until its callback has rendered them again, later on a slow machine
  // (the reports page measured 507 px too wide once under `taskset -c 0`). A page that
  // stays too wide fails here.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { timeout: STATE_WAIT_MS, message: `${name}: the page scrolls sideways on a phone` },
    )
    .toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(before);
  await untilStill(page);
}
