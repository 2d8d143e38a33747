// Helpers for browser tests: open the built app in Arabic or English, take
// screenshots into artifacts/, run axe accessibility checks.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export type Lang = 'ar' | 'en';
export type ViewportName = 'desktop' | 'mobile';

const VIEWPORTS: Record<ViewportName, { width: number; height: number }> = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
};

export const SCREENSHOT_DIR = path.resolve('artifacts/screenshots');

let browserPromise: Promise<Browser> | undefined;

function getBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath: CHROMIUM_PATH,
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
  });
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
  await page.goto(options.path ?? '/', { waitUntil: 'load' });
  return { page, context, errors, close: () => context.close() };
}

/**
 * Full-page screenshot saved as artifacts/screenshots/<name>.jpg; returns the path. JPEG, not
 * PNG: Chromium spent 1.25 CPU-s encoding a full-page PNG against 0.44 s for this JPEG, and the
 * browser tests take ~175 of them on a 2-core machine (measured 2026-11-24). Quality 85 keeps
 * text and borders sharp enough to review a layout.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 85 });
  return file;
}

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
  /** The start of each offending element's HTML and axe's reason: enough to find it. */
  nodes: string[];
}

/** Serious and critical axe violations (WCAG 2 A/AA) on the current page. */
export async function checkA11y(page: Page): Promise<A11yViolation[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`),
    }));
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
