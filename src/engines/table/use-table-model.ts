// TanStack Table v9 (the new `tableFeatures` / `useTable` API, chosen over the legacy v8
// entry so we are not built on a compatibility layer). Table owns the row model and the
// sorting state machine; the engine owns markup, styles and accessibility, and adds what a
// 10,000-row list needs: sort keys computed once per list and column (./row-order.ts, a
// custom `sortFn`), and cells rendered only for the rows a view shows (./virtual-table.tsx).
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { cellHasContent, renderCell, type CellContext } from './cells';
import { createFlatCoreRowModel } from './core-row-model';
import type { Column } from './columns';
import type { SortState } from './define-table';
import { keyedSortFn, sortValue } from './row-order';
import type { ViewRow } from './table-view';

const features = tableFeatures({
  rowSortingFeature,
  coreRowModel: createFlatCoreRowModel(),
  sortedRowModel: createSortedRowModel(),
});

export const toSorting = (sort?: SortState): SortingState =>
  sort ? [{ id: sort.key, desc: sort.dir === 'desc' }] : [];
export const fromSorting = (sorting: SortingState): SortState | undefined =>
  sorting[0] ? { key: sorting[0].id, dir: sorting[0].desc ? 'desc' : 'asc' } : undefined;

/** A TanStack row bound to the engine's columns: cells are rendered only when a view shows it. */
class BoundRow<Row> implements ViewRow {
  constructor(
    readonly id: string,
    private readonly original: Row,
    private readonly columns: Column<Row>[],
  ) {}
  cell(column: number, ctx: CellContext): ReactNode {
    return renderCell(this.columns[column], this.original, ctx);
  }
  shows(column: number): boolean {
    return cellHasContent(this.columns[column], this.original);
  }
}

export function useTableModel<Row extends RowData>(opts: {
  columns: Column<Row>[];
  data: Row[];
  sort?: SortState;
  onSort: (sort: SortState | undefined) => void;
  /** The server already sorted the rows: keep their order. */
  manualSorting: boolean;
  rowKey?: (row: Row) => string;
}): { rows: ViewRow[]; toggleSort: (key: string) => void } {
  const { columns: defs, data, sort, onSort, manualSorting, rowKey } = opts;
  // Rebuilt with the list: each column's sortFn holds the keys of this list.
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      defs.map((c) =>
        helper.accessor((row) => sortValue(c, row), {
          id: c.id,
          enableSorting: Boolean(c.sortable),
          sortFn: keyedSortFn(c, data),
        }),
      ),
    );
  }, [defs, data]);
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const table = useTable({
    features,
    columns,
    data,
    manualSorting,
    // The header cycles ascending, descending, ascending (never unsorted), whatever the type.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    getRowId: rowKey,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSort(fromSorting(next));
    },
  });
  // One binding per row of the list, made from the data with TanStack's row ids (`rowKey`, else
  // the index). TanStack's own Row objects (~5 allocations each, the largest cost of a 10,000-row
  // first render in a profile: ~20 % of its script time) are built only when a sort asks for
  // them: a list shown in its own order never needs them. A sort reorders the bindings by each
  // row's index in the list.
  const bound = useMemo(
    () => data.map((row, i) => new BoundRow(rowKey ? rowKey(row) : String(i), row, defs)),
    [data, defs, rowKey],
  );
  const clientSorted = !manualSorting && sorting.length > 0;
  const modelRows = clientSorted ? table.getRowModel().rows : undefined;
  const rows = useMemo(
    () => (modelRows ? modelRows.map((r) => bound[r.index]) : bound),
    [modelRows, bound],
  );
  const toggleSort = (key: string) => table.getColumn(key)?.toggleSorting();
  return { rows, toggleSort };
}
