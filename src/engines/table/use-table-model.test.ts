import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { SortState } from './define-table';
import { toColumn } from './columns';
import { useTableModel } from './use-table-model';

interface R {
  id: number;
  n: number;
}
const data: R[] = [
  { id: 10, n: 3 },
  { id: 20, n: 1 },
  { id: 30, n: 2 },
];
const columns = [toColumn<R>({ key: 'n', cell: 'text', sortable: true })];

/**
 * A row key that tells who asked: TanStack builds each of its Row objects with
 * `getRowId(row, index, parent)`, the engine's own binding with `rowKey(row)`. (No module
 * mock: the unit project shares modules between files.)
 */
function spyKey() {
  const arities: number[] = [];
  const rowKey = (...args: unknown[]) => {
    arities.push(args.length);
    return `r${(args[0] as R).id}`;
  };
  const tanstackRows = () => arities.filter((n) => n > 1).length;
  return { rowKey: rowKey as (row: R) => string, tanstackRows };
}

describe('useTableModel', () => {
  it("shows a list in its order without TanStack's rows, and builds them for a client sort", () => {
    const key = spyKey();
    const { result, rerender } = renderHook(
      ({ sort }: { sort?: SortState }) =>
        useTableModel({
          columns,
          data,
          sort,
          onSort: () => {},
          manualSorting: false,
          rowKey: key.rowKey,
        }),
      { initialProps: {} as { sort?: SortState } },
    );
    expect(result.current.rows.map((r) => r.id)).toEqual(['r10', 'r20', 'r30']);
    expect(key.tanstackRows()).toBe(0);
    act(() => rerender({ sort: { key: 'n', dir: 'asc' } }));
    expect(result.current.rows.map((r) => r.id)).toEqual(['r20', 'r30', 'r10']);
    expect(key.tanstackRows()).toBe(data.length);
    act(() => rerender({ sort: { key: 'n', dir: 'desc' } }));
    expect(result.current.rows.map((r) => r.id)).toEqual(['r10', 'r30', 'r20']);
    // Built once per list, not per sort.
    expect(key.tanstackRows()).toBe(data.length);
  });

  it('keeps a server-sorted page in its order, with index ids by default', () => {
    const key = spyKey();
    const { result } = renderHook(() =>
      useTableModel({
        columns,
        data,
        sort: { key: 'n', dir: 'asc' },
        onSort: () => {},
        manualSorting: true,
        rowKey: key.rowKey,
      }),
    );
    expect(result.current.rows.map((r) => r.id)).toEqual(['r10', 'r20', 'r30']);
    expect(key.tanstackRows()).toBe(0);
    const plain = renderHook(() =>
      useTableModel({ columns, data, onSort: () => {}, manualSorting: false }),
    );
    expect(plain.result.current.rows.map((r) => r.id)).toEqual(['0', '1', '2']);
  });
});
