// @vitest-environment node
// The TTFB row (bench-ttfb.ts imports the page server and the embedded backend: node only).
import { describe, expect, it } from 'vitest';
import { ttfbRow, type TtfbFigures } from './bench-ttfb';

const figures: TtfbFigures = {
  path: '/details/1',
  medianMs: 120.4,
  firstMs: 410,
  runs: [118, 120.4, 131],
  renderMedianMs: 101,
  status: 200,
};

describe('ttfbRow', () => {
  it('judges the median against the budget and shows the first request beside it', () => {
    expect(ttfbRow(figures, 300)).toEqual([
      'TTFB /details/1 (page server, embedded backend)',
      '120 ms',
      '≤ 300 ms',
      'first 410 ms, render 101',
      true,
    ]);
    expect(ttfbRow({ ...figures, medianMs: 300 }, 300)[4]).toBe(true);
    expect(ttfbRow({ ...figures, medianMs: 300.5 }, 300)[4]).toBe(false);
  });

  it('fails a page that does not answer 200, however fast', () => {
    expect(ttfbRow({ ...figures, status: 404 }, 300)[4]).toBe(false);
  });
});
