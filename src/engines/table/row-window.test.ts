import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window';

describe('rowWindow', () => {
  it('shows the rows in view plus the overscan, clipped to the list', () => {
    expect(rowWindow(0, 440, 44, 10_000, 3)).toEqual({ start: 0, end: 13 });
    expect(rowWindow(4400, 440, 44, 10_000, 3)).toEqual({ start: 97, end: 113 });
    expect(rowWindow(44 * 9_995, 440, 44, 10_000, 3)).toEqual({ start: 9_992, end: 10_000 });
    expect(rowWindow(0, 440, 44, 0, 3)).toEqual({ start: 0, end: 0 });
  });

  it('always covers every row that intersects the viewport, and stays small', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 1, max: 120 }),
        (count, scrollTop, viewport, rowHeight) => {
          const { start, end } = rowWindow(scrollTop, viewport, rowHeight, count, 3);
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(count);
          expect(end - start).toBeLessThanOrEqual(Math.ceil(viewport / rowHeight) + 7);
          for (let i = 0; i < count; i++) {
            const top = i * rowHeight;
            const visible = top + rowHeight > scrollTop && top < scrollTop + viewport;
            if (visible) expect(i >= start && i < end).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
