// The one way the browser tests run axe: axe-core is put into the page once (a client-side
// navigation keeps it), and each run asks only for WCAG 2.1 A/AA violations
// (`resultTypes: ['violations']`: axe skips collecting the passing nodes).
// @axe-core/playwright, used before, re-injected its ~600 kB source on every analyze(), and
// finished each run in a new blank page (a second injection and every node's result copied
// across): a journey's check cost ~1.7 CPU-s, and the journeys' ~100 checks were a tenth of
// the browser tests' CPU (measured 2026-11-28: prices.e2e 96 → 62 CPU-s without them). The
// trade-off: AxeBuilder also descends into cross-origin iframes; the app renders none.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The accessibility standard every axe check holds a screen to: WCAG 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
  /** The start of each offending element's HTML and axe's reason: enough to find it. */
  nodes: string[];
}

interface AxeResult {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
  }>;
}
type Win = Window & {
  axe?: { run: (ctx: Document, options: object) => Promise<AxeResult> };
  __motion?: number;
  __axeMark?: number;
};

/**
 * Serious and critical WCAG 2.1 A/AA violations on the current page (2.1 adds, among others,
 * 2.5.3: a control's name holds the text it shows). Finite animations end first, in the same
 * turn as `__axeMark` is set (the sweep's `stillSettled` compares it with the motion count).
 */
export async function seriousFindings(page: Page): Promise<A11yViolation[]> {
  if (!(await page.evaluate(() => Boolean((window as Win).axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const w = window as Win;
    const moving = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let running = moving(); running.length; running = moving())
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    w.__axeMark = w.__motion ?? 0;
    const result = await w.axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  }, WCAG_TAGS);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
    nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`),
  }));
}
