import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lighthouseBudget, lighthouseRows, median, type LhFigures } from './bench-lighthouse';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

const budget: LhFigures = {
  performance: 0.9,
  accessibility: 0.9,
  seo: 0.95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
};
const good: LhFigures = {
  performance: 0.93,
  accessibility: 0.96,
  seo: 1,
  lcpMs: 1800,
  tbtMs: 120,
  cls: 0,
};
const floor: LhFigures = { ...good, performance: 0.8 };
const verdicts = (rows: ReturnType<typeof lighthouseRows>) =>
  Object.fromEntries(rows.map((r) => [r[0].split(' ').slice(3).join(' '), r[4]]));

describe('lighthouseRows', () => {
  it('passes figures within budget, scores at their floor included', () => {
    const rows = lighthouseRows('/details/1', 'mobile', { ...good, seo: 0.95 }, budget, floor);
    expect(rows.map((r) => r[0])).toEqual([
      'LH mobile /details/1 performance',
      'LH mobile /details/1 accessibility',
      'LH mobile /details/1 seo',
      'LH mobile /details/1 LCP',
      'LH mobile /details/1 CLS',
      'LH mobile /details/1 TBT',
    ]);
    expect(rows.every((r) => r[4])).toBe(true);
  });

  it('fails an SEO score under 0.95, and only that row', () => {
    const rows = lighthouseRows('/', 'desktop', { ...good, seo: 0.92 }, budget, floor);
    expect(verdicts(rows)).toEqual({
      performance: true,
      accessibility: true,
      seo: false,
      LCP: true,
      CLS: true,
      TBT: true,
    });
    expect(rows[2]!.slice(1, 4)).toEqual(['0.92', '≥ 0.95', '1.00']);
  });

  it('fails times and the layout shift above their ceilings', () => {
    const app = { ...good, lcpMs: 2501, tbtMs: 201, cls: 0.021 };
    const v = verdicts(lighthouseRows('/all_deals', 'mobile', app, budget, floor));
    expect([v.LCP, v.TBT, v.CLS, v.performance]).toEqual([false, false, false, true]);
  });

  it("fails mobile performance below the floor page's score in the same run, not desktop", () => {
    const faster = { ...floor, performance: 0.95 };
    const mobile = lighthouseRows('/', 'mobile', good, budget, faster)[0]!;
    expect(mobile[2]).toBe('≥ 0.9, ≥ floor');
    expect(mobile[4]).toBe(false);
    expect(lighthouseRows('/', 'desktop', good, budget, faster)[0]![4]).toBe(true);
  });
});

describe('bench/budgets.json against issue 28', () => {
  const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
  it.each(['/', '/details/1', '/all_deals'])('asks at least issue 28 of %s', (page) => {
    const mobile = lighthouseBudget(budgets, page, 'mobile');
    const desktop = lighthouseBudget(budgets, page, 'desktop');
    expect(mobile.performance).toBeGreaterThanOrEqual(0.9);
    expect(desktop.performance).toBeGreaterThanOrEqual(0.98);
    for (const b of [mobile, desktop]) {
      expect(b.seo).toBeGreaterThanOrEqual(0.95);
      expect(b.cls).toBeLessThanOrEqual(0.02);
    }
    expect(mobile.lcpMs).toBeLessThanOrEqual(2500);
    expect(mobile.tbtMs).toBeLessThanOrEqual(200);
    const issueJsKb: Record<string, number> = { '/': 170, '/details/1': 200, '/all_deals': 190 };
    expect(budgets.routeJsGzipKb[page]).toBeLessThanOrEqual(issueJsKb[page]!);
    expect(budgets.ttfbMs).toBeLessThanOrEqual(300);
  });

  it("lets a page's override replace only the figures it names", () => {
    const withOverride = {
      lighthouse: { ...budgets.lighthouse, pages: { '/x': { mobile: { performance: 0.5 } } } },
    };
    expect(lighthouseBudget(withOverride, '/x', 'mobile')).toEqual({
      ...budgets.lighthouse.mobile,
      performance: 0.5,
    });
    expect(lighthouseBudget(withOverride, '/', 'mobile')).toEqual(budgets.lighthouse.mobile);
  });
});
