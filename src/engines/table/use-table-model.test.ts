import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type * as CoreRowModel from './core-row-model';
import type { SortState } from './define-table';
import { toColumn } from './columns';
import { useTableModel } from './use-table-model';

// Counts the TanStack row models built (the engine's core row model, wrapped).
const built = vi.hoisted(() => ({ count: 0, seen: new WeakSet<object>() }));
vi.mock('./core-row-model', async (original) => {
  const mod = await original<typeof CoreRowModel>();
  return {
    createFlatCoreRowModel: () => {
      const inner = mod.createFlatCoreRowModel();
      return (table: Parameters<typeof inner>[0]) => {
        const model = inner(table);
        return () => {
          const result = model();
          if (!built.seen.has(result)) built.count++;
          built.seen.add(result);
          return result;
        };
      };
    },
  };
});

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

describe('useTableModel', () => {
  it("shows a list in its order without TanStack's rows, and builds them for a client sort", () => {
    built.count = 0;
    const { result, rerender } = renderHook(
      ({ sort }: { sort?: SortState }) =>
        useTableModel({
          columns,
          data,
          sort,
          onSort: () => {},
          manualSorting: false,
          rowKey: (r) => `r${r.id}`,
        }),
      { initialProps: {} as { sort?: SortState } },
    );
    expect(result.current.rows.map((r) => r.id)).toEqual(['r10', 'r20', 'r30']);
    expect(built.count).toBe(0);
    act(() => rerender({ sort: { key: 'n', dir: 'asc' } }));
    expect(result.current.rows.map((r) => r.id)).toEqual(['r20', 'r30', 'r10']);
    expect(built.count).toBe(1);
    act(() => rerender({ sort: { key: 'n', dir: 'desc' } }));
    expect(result.current.rows.map((r) => r.id)).toEqual(['r10', 'r30', 'r20']);
  });

  it('keeps a server-sorted page in its order, with index ids by default', () => {
    built.count = 0;
    const { result } = renderHook(() =>
      useTableModel({
        columns,
        data,
        sort: { key: 'n', dir: 'asc' },
        onSort: () => {},
        manualSorting: true,
      }),
    );
    expect(result.current.rows.map((r) => r.id)).toEqual(['0', '1', '2']);
    expect(built.count).toBe(0);
  });
});
