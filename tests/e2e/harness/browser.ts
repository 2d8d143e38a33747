// Helpers for browser tests: open the built app in Arabic or English, take
// screenshots into artifacts/ (axe checks: ./axe.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './chromium';
import { STATE_WAIT_MS } from './patience';
import { lowPriorityBrowser } from './priority';

export type Lang = 'ar' | 'en';
export type ViewportName = 'desktop' | 'mobile';

const VIEWPORTS: Record<ViewportName, { width: number; height: number }> = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
};

export const SCREENSHOT_DIR = path.resolve('artifacts/screenshots');
/**
 * Whether this run saves the screens for people to look at (`npm run test:screens`, or
 * E2E_SCREENSHOTS=1 with any browser test command). They are for review, not a check: a
 * full-page one cost the machine ~0.33 CPU-s (relayout and raster of the whole page at its
 * full height, then the PNG), and the ~190 of them were ~60 of the test command's ~1250
 * CPU-s (measured 2026-11-28: shell, offices and contracts, 167 → 150 CPU-s without their 50).
 * A failed test's page is saved either way (saveFailure).
 */
export const REVIEW_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
/** What a failed test's pages showed when it failed (saveFailure). */
export const FAILURE_DIR = path.resolve('artifacts/failures');

let browserPromise: Promise<Browser> | undefined;

function getBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath: lowPriorityBrowser(TEST_BROWSER_PATH),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return browserPromise;
}

/** Closes the shared browser; call from afterAll in each e2e file. */
export async function closeBrowser(): Promise<void> {
  if (!browserPromise) return;
  const browser = await browserPromise;
  browserPromise = undefined;
  await browser.close();
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface OpenPageOptions {
  lang: Lang;
  path?: string;
  viewport?: ViewportName;
  /** Extra localStorage entries to set before the app starts (e.g. a session). */
  storage?: Record<string, string>;
  /**
   * The visitor's motion setting. By default the tests browse as a visitor who asked for less
   * motion (the app's global CSS then stops animations, src/theme/global-css.ts): the same
   * screens without animation frames to paint, which took about a sixth of Chromium's CPU in a
   * journey (shell + tenant, 2026-11-28). 'full' keeps the animations (the login journey).
   */
  motion?: 'reduce' | 'full';
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/** Opens the app at `path` in a fresh context with the given language. */
export async function openPage(options: OpenPageOptions): Promise<OpenedPage> {
  const browser = await getBrowser();
  const context = await browser.newContext({
    locale: options.lang === 'ar' ? 'ar-SA' : 'en-US',
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    baseURL: baseUrl(),
    reducedMotion: options.motion === 'full' ? 'no-preference' : 'reduce',
  });
  // Every action, locator wait and navigation of the page waits on state up to this limit
  // (Playwright's own default of 30 s ran out on a busy 2-core machine).
  context.setDefaultTimeout(STATE_WAIT_MS);
  context.setDefaultNavigationTimeout(STATE_WAIT_MS);
  const storage = { i18nextLng: options.lang, ...options.storage };
  await context.addInitScript((entries) => {
    // Only seed once per tab, so that reload tests see what the app wrote.
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  // A failing test leaves its page open (close() is not reached): keep what it showed.
  onTestFailed(({ task }) => saveFailure(page, errors, task.name));
  await page.goto(options.path ?? '/', { waitUntil: 'load' });
  return { page, context, errors, close: () => context.close() };
}

/**
 * Keeps what a failed test's page showed: a screenshot, its URL, visible text and console
 * errors, under artifacts/failures/, and prints where. A wait that ran out on a machine the
 * developer cannot see (a CI runner, a new user's laptop) is then readable afterwards.
 */
export async function saveFailure(page: Page, errors: string[], test: string): Promise<void> {
  if (page.isClosed()) return;
  mkdirSync(FAILURE_DIR, { recursive: true });
  const base = path.join(
    FAILURE_DIR,
    test
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .slice(0, 80)
      .replace(/^-|-$/g, ''),
  );
  try {
    await page.screenshot({ path: `${base}.png`, fullPage: true });
    const text = await page.locator('body').innerText();
    writeFileSync(`${base}.txt`, [page.url(), '', ...errors, '', text].join('\n'));
    process.stdout.write(`The failed test's page: ${base}.png and ${base}.txt\n`);
  } catch (e) {
    process.stdout.write(`Could not keep the failed test's page: ${(e as Error).message}\n`);
  }
}

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Full-page screenshot saved as artifacts/screenshots/<name>.png when this run saves review
 * screenshots (REVIEW_SCREENSHOTS) or `always` asks for it (evidence of a finding). Taken
 * through the DevTools protocol with `optimizeForSpeed` (a faster PNG encoder setting that
 * Playwright does not expose): a full page cost Chromium 0.62 CPU-s with `page.screenshot`
 * and 0.18 s this way (measured 2026-11-24; with the page's relayout and raster at full
 * height, 0.33–0.57 CPU-s in all). The files are a little larger; the pixels are the same.
 */
export async function screenshot(
  page: Page,
  name: string,
  { always = false }: { always?: boolean } = {},
): Promise<void> {
  if (!REVIEW_SCREENSHOTS && !always) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  let session = cdpSessions.get(page);
  if (!session) cdpSessions.set(page, (session = page.context().newCDPSession(page)));
  const cdp = await session;
  const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    captureBeyondViewport: true,
    clip: {
      x: 0,
      y: 0,
      width: Math.ceil(cssContentSize.width),
      height: Math.ceil(cssContentSize.height),
      scale: 1,
    },
  });
  writeFileSync(file, Buffer.from(data, 'base64'));
}

/**
 * Waits until the page is visually still: web fonts loaded and every finite CSS animation or
 * transition (modal openings, hover colours) finished. Endless ones (spinners, skeleton pulses)
 * are left alone. Used before screenshots and axe checks instead of sleeping for a guess.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
