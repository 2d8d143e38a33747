import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toColumn, type Column } from './columns';
import { sortedIndexes, sortValue } from './row-order';

interface R {
  n: string;
  amount: number | string | null;
  day: string;
}
const col = (c: Parameters<typeof toColumn<R>>[0]): Column<R> => toColumn<R>(c);

describe('sortValue', () => {
  it('orders amounts and dates by value, everything else by text', () => {
    const row: R = { n: 'INV-2', amount: '12.5', day: '2024-03-01' };
    expect(sortValue(col({ key: 'amount', cell: 'money' }), row)).toBe(12.5);
    expect(sortValue(col({ key: 'day', cell: 'date' }), row)).toBe(Date.UTC(2024, 2, 1));
    expect(sortValue(col({ key: 'n', cell: 'text' }), row)).toBe('INV-2');
    expect(sortValue(col({ key: 'amount', cell: 'money' }), { ...row, amount: null })).toBe(0);
    expect(sortValue(col({ key: 'amount', cell: 'text' }), { ...row, amount: null })).toBe('');
  });
});

describe('sortedIndexes', () => {
  it('sorts ascending and descending, equal keys keeping the list order', () => {
    const keys = [3, 1, 2, 1];
    expect(sortedIndexes(keys, 'asc')).toEqual([1, 3, 2, 0]);
    expect(sortedIndexes(keys, 'desc')).toEqual([0, 2, 1, 3]);
    expect(sortedIndexes(['b', 'a', 'B'], 'asc')).toEqual([2, 1, 0]);
  });

  it('is a stable sort of the keys, by value up and by value down', () => {
    const key = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'b', 'c', ''));
    fc.assert(
      fc.property(fc.array(fc.oneof(key), { maxLength: 60 }), fc.boolean(), (raw, desc) => {
        // One type per list, as one column gives.
        const keys = raw.map((k) => (typeof raw[0] === 'number' ? Number(k) || 0 : String(k)));
        const order = sortedIndexes(keys, desc ? 'desc' : 'asc');
        expect([...order].sort((a, b) => a - b)).toEqual(keys.map((_, i) => i));
        for (let i = 1; i < order.length; i++) {
          const [a, b] = [keys[order[i - 1]], keys[order[i]]];
          if (a === b) expect(order[i - 1]).toBeLessThan(order[i]);
          else expect(desc ? a > b : a < b).toBe(true);
        }
      }),
    );
  });
});
