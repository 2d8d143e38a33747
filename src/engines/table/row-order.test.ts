import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderHook } from '@testing-library/react';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { toColumn, type Column } from './columns';
import { keyedSortFn, sortValue } from './row-order';
import { toSorting, useTableModel } from './use-table-model';
import type { SortState } from './define-table';

interface R {
  id: string;
  n: string;
  amount: number | string | null;
  day: string;
}
const col = (c: Parameters<typeof toColumn<R>>[0]): Column<R> => toColumn<R>(c);

describe('sortValue', () => {
  it('orders amounts and dates by value, everything else by text', () => {
    const row: R = { id: '1', n: 'INV-2', amount: '12.5', day: '2024-03-01' };
    expect(sortValue(col({ key: 'amount', cell: 'money' }), row)).toBe(12.5);
    expect(sortValue(col({ key: 'day', cell: 'date' }), row)).toBe(Date.UTC(2024, 2, 1));
    expect(sortValue(col({ key: 'n', cell: 'text' }), row)).toBe('INV-2');
    expect(sortValue(col({ key: 'amount', cell: 'money' }), { ...row, amount: null })).toBe(0);
    expect(sortValue(col({ key: 'amount', cell: 'text' }), { ...row, amount: null })).toBe('');
  });
});

describe('keyedSortFn', () => {
  it('reads each row key once per list, however many comparisons', () => {
    let reads = 0;
    const c: Column<R> = { ...col({ key: 'n', cell: 'text' }), get: (r) => (reads++, r.n) };
    const data = ['b', 'a', 'c'].map((n, i): R => ({ id: String(i), n, amount: 0, day: '' }));
    const sortFn = keyedSortFn(c, data);
    expect(sortFn({ index: 0 }, { index: 1 })).toBe(1);
    expect(sortFn({ index: 1 }, { index: 2 })).toBe(-1);
    expect(sortFn({ index: 2 }, { index: 2 })).toBe(0);
    expect(reads).toBe(3);
  });
});

// The reference: TanStack Table's own basic sort on the same values, read at every comparison.
const basic = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});
function tanstackOrder(columns: Column<R>[], data: R[], sort: SortState): string[] {
  const helper = createColumnHelper<typeof basic, R>();
  const defs = helper.columns(
    columns.map((c) => helper.accessor((row) => sortValue(c, row), { id: c.id, sortFn: 'basic' })),
  );
  const { result, unmount } = renderHook(() =>
    useTable({
      features: basic,
      columns: defs,
      data,
      getRowId: (r) => r.id,
      state: { sorting: toSorting(sort) },
    }),
  );
  const ids = result.current.getRowModel().rows.map((r) => r.id);
  unmount();
  return ids;
}

describe('useTableModel', () => {
  const columns = [
    col({ key: 'n', cell: 'text', sortable: true }),
    col({ key: 'amount', cell: 'money', sortable: true }),
    col({ key: 'day', cell: 'date', sortable: true }),
  ];
  const model = (data: R[], sort?: SortState, onSort = () => {}) =>
    renderHook(() =>
      useTableModel({ columns, data, sort, onSort, manualSorting: false, rowKey: (r) => r.id }),
    );

  it("orders rows as TanStack's basic sort does, both ways, ties in list order", () => {
    const row = fc.record({
      n: fc.constantFrom('a', 'b', 'B', '', 'a1'),
      amount: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('2.5', null, 'x')),
      day: fc.constantFrom('2024-01-02', '2023-12-31', '2024-01-02T10:00:00Z', '', 'bad'),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        fc.constantFrom('n', 'amount', 'day'),
        fc.boolean(),
        (raw, key, desc) => {
          const data = raw.map((r, i): R => ({ ...r, id: String(i) }));
          const sort: SortState = { key, dir: desc ? 'desc' : 'asc' };
          const { result, unmount } = model(data, sort);
          expect(result.current.rows.map((r) => r.id)).toEqual(tanstackOrder(columns, data, sort));
          unmount();
        },
      ),
      { numRuns: 60 },
    );
  });

  it("cycles a header's sort ascending, descending, ascending through TanStack's toggle", () => {
    const data: R[] = [{ id: '1', n: 'a', amount: 1, day: '2024-01-01' }];
    const seen: (SortState | undefined)[] = [];
    let sort: SortState | undefined;
    const { result, rerender } = renderHook(() =>
      useTableModel({
        columns,
        data,
        sort,
        onSort: (s) => seen.push((sort = s)),
        manualSorting: false,
      }),
    );
    for (let i = 0; i < 3; i++) {
      result.current.toggleSort('amount');
      rerender();
    }
    result.current.toggleSort('n');
    expect(seen).toEqual([
      { key: 'amount', dir: 'asc' },
      { key: 'amount', dir: 'desc' },
      { key: 'amount', dir: 'asc' },
      { key: 'n', dir: 'asc' },
    ]);
  });
});
