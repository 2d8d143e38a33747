// TanStack Table v9 (the new `tableFeatures` / `useTable` API, chosen over the legacy v8
// entry so we are not built on a compatibility layer). Table owns the row model and the
// sorting state machine; the engine owns markup, styles and accessibility.
import { useMemo } from 'react';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { cellValue, type ColumnDef, type SortState } from './define-table';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
  },
});
type AnyRow = Record<string, unknown>;
const helper = createColumnHelper<typeof features, AnyRow>();

export const toSorting = (sort?: SortState): SortingState =>
  sort ? [{ id: sort.key, desc: sort.dir === 'desc' }] : [];
export const fromSorting = (sorting: SortingState): SortState | undefined =>
  sorting[0] ? { key: sorting[0].id, dir: sorting[0].desc ? 'desc' : 'asc' } : undefined;

/** Numbers and ISO dates order by value; everything else by locale text. */
function sortValue(column: ColumnDef<unknown>, row: unknown): string | number {
  const v = cellValue(column, row);
  if (column.cell === 'money') return Number(v) || 0;
  if (column.cell === 'date') return new Date(String(v)).getTime() || 0;
  return typeof v === 'number' ? v : String(v ?? '');
}

export function useTableModel<Row>(opts: {
  columns: ColumnDef<Row>[];
  data: Row[];
  sort?: SortState;
  onSort: (sort: SortState | undefined) => void;
  manualSorting: boolean;
  rowKey?: (row: Row) => string;
}) {
  const { columns: defs, data, sort, onSort, manualSorting, rowKey } = opts;
  const columns = useMemo(
    () =>
      helper.columns(
        (defs as ColumnDef<unknown>[]).map((c) =>
          helper.accessor((row: AnyRow) => sortValue(c, row), {
            id: c.key,
            enableSorting: Boolean(c.sortable),
            sortFn: 'basic',
          }),
        ),
      ),
    [defs],
  );
  const sorting = useMemo(() => toSorting(sort), [sort]);
  return useTable({
    features,
    columns,
    data: data as unknown as AnyRow[],
    manualSorting,
    enableSortingRemoval: false,
    getRowId: rowKey ? (row: AnyRow) => rowKey(row as unknown as Row) : undefined,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSort(fromSorting(next));
    },
  });
}
