// Running axe on many screens in one tab (the run itself: ./axe.ts, axe-core put into the
// page once and kept across client-side navigations). A page is checked once it has settled on state: the route committed, an h1,
// no API call in flight, no busy region (skeletons say aria-busy), animations finished.
import type { Page } from 'playwright-core';
import { poll, renderedLocation } from './app';
import { untilStill } from './browser';
import { STATE_WAIT_MS } from './patience';

/** A screen still loading: a skeleton (aria-busy), the app's overlay, a loading spinner. */
const BUSY =
  '[aria-busy="true"], [data-testid="loading-overlay"], .chakra-spinner:not([aria-hidden="true"])';

type Win2 = Window & { __apiInFlight?: number; __motion?: number; __axeMark?: number };
/**
 * Counts the app's API calls in flight (the app resolves globalThis.fetch per call), and the
 * CSS transitions and animations started (`motionMark`).
 */
export async function trackApiCalls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Win2;
    if (w.__apiInFlight !== undefined) return;
    w.__apiInFlight = 0;
    w.__motion = 0;
    const moved = () => (w.__motion = (w.__motion ?? 0) + 1);
    document.addEventListener('transitionrun', moved, true);
    document.addEventListener('animationstart', moved, true);
    const real = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/apiBack/')) return real(input, init);
      w.__apiInFlight = (w.__apiInFlight ?? 0) + 1;
      return real(input, init).finally(() => {
        w.__apiInFlight = (w.__apiInFlight ?? 1) - 1;
      });
    };
  });
}

/**
 * Client-side navigation to `path`, then waits until the screen has its data: the route
 * committed (at `landsOn`, or below it: a page may open its first item, as the calendar
 * opens /dashboard/calendar/<first unit>), an h1, no API call in flight and no busy region
 * over two frames. Returns the address the screen settled on.
 */
export async function visit(page: Page, path: string, landsOn = path): Promise<string> {
  const before = await renderedLocation(page);
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const base = landsOn.split('?')[0].replace(/\/$/, '');
  await poll(async () => {
    const at = (await renderedLocation(page)) ?? '';
    const landed = at === landsOn || at.split('?')[0].startsWith(`${base}/`);
    return landed && (at !== before || before === landsOn);
  }).toBe(true);
  await page.locator('h1').first().waitFor({ state: 'attached' });
  return settle(page);
}

/** Waits until nothing loads over two frames and animations end; the address it is at. */
export async function settle(page: Page): Promise<string> {
  await page.waitForFunction(
    (busy) =>
      new Promise<boolean>((resolve) => {
        const idle = () =>
          ((window as Win2).__apiInFlight ?? 0) === 0 && !document.querySelector(busy);
        // Idle now and still idle two frames later (a resolved call renders on the next frame).
        if (!idle()) return resolve(false);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(idle())));
      }),
    BUSY,
    { timeout: STATE_WAIT_MS, polling: 50 },
  );
  await untilStill(page);
  return (await renderedLocation(page)) ?? '';
}

/**
 * Whether the screen is still the one checked: same address, nothing loading or animating. A screen can
 * move on after it looked settled (a list writes its default filters into the address and
 * asks again; a query waits for the session's profile): then it is checked again.
 */
export async function stillSettled(page: Page, at: string): Promise<boolean> {
  return page.evaluate(
    ([busy, at]) =>
      document.documentElement.dataset.location === at &&
      ((window as Win2).__apiInFlight ?? 0) === 0 &&
      !document.querySelector(busy) &&
      // No transition or animation started since axe began (a button fading in from
      // disabled has a lower contrast while it fades).
      ((window as Win2).__motion ?? 0) === (window as Win2).__axeMark,
    [BUSY, at] as const,
  );
}
