// TanStack Table v9 (the new `tableFeatures` / `useTable` API, chosen over the legacy v8
// entry so we are not built on a compatibility layer). Table owns the row model and the
// sorting state machine; the engine owns markup, styles and accessibility.
import { useMemo } from 'react';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { Column } from './columns';
import type { SortState } from './define-table';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});

export const toSorting = (sort?: SortState): SortingState =>
  sort ? [{ id: sort.key, desc: sort.dir === 'desc' }] : [];
export const fromSorting = (sorting: SortingState): SortState | undefined =>
  sorting[0] ? { key: sorting[0].id, dir: sorting[0].desc ? 'desc' : 'asc' } : undefined;

/** Numbers and ISO dates order by value; everything else by text. */
function sortValue<Row>(column: Column<Row>, row: Row): string | number {
  const v = column.get(row);
  if (column.cell === 'money') return Number(v) || 0;
  if (column.cell === 'date') return new Date(String(v)).getTime() || 0;
  return typeof v === 'number' ? v : String(v ?? '');
}

export function useTableModel<Row extends RowData>(opts: {
  columns: Column<Row>[];
  data: Row[];
  sort?: SortState;
  onSort: (sort: SortState | undefined) => void;
  manualSorting: boolean;
  rowKey?: (row: Row) => string;
}) {
  const { columns: defs, data, sort, onSort, manualSorting, rowKey } = opts;
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      defs.map((c) =>
        helper.accessor((row) => sortValue(c, row), {
          id: c.id,
          enableSorting: Boolean(c.sortable),
          sortFn: 'basic',
        }),
      ),
    );
  }, [defs]);
  const sorting = useMemo(() => toSorting(sort), [sort]);
  return useTable({
    features,
    columns,
    data,
    manualSorting,
    enableSortingRemoval: false,
    getRowId: rowKey,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSort(fromSorting(next));
    },
  });
}
