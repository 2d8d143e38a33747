// The rows a table shows, in order: the list bound to its columns (one small object per row,
// its cells rendered on demand), sorted in the browser unless the server sorts. Sort keys are
// computed once per list and column (./row-order.ts), so a 10,000-row list mounts without a
// per-row model and re-sorts without re-reading its values.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { cellHasContent, renderCell, type CellContext } from './cells';
import type { Column } from './columns';
import type { SortState } from './define-table';
import { sortedIndexes, sortValue } from './row-order';
import type { ViewRow } from './table-view';

/** A row bound to its columns: cells are rendered only for the rows a view shows. */
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

/** Sort keys per list (its bound rows) and column, computed the first time it is sorted by it. */
const sortKeys = new WeakMap<object, Map<string, (string | number)[]>>();

export function useTableModel<Row>(opts: {
  columns: Column<Row>[];
  data: Row[];
  sort?: SortState;
  /** The server already sorted the rows: keep their order. */
  manualSorting: boolean;
  rowKey?: (row: Row) => string;
}): ViewRow[] {
  const { columns, data, sort, manualSorting, rowKey } = opts;
  const bound = useMemo(
    () => data.map((row, i) => new BoundRow(rowKey ? rowKey(row) : String(i), row, columns)),
    [data, columns, rowKey],
  );
  return useMemo(() => {
    // Only a sortable column orders the rows (a declared sort on another one is ignored).
    const column = sort && !manualSorting ? columns.find((c) => c.id === sort.key) : undefined;
    if (!sort || !column?.sortable) return bound;
    let keys = sortKeys.get(bound);
    if (!keys) sortKeys.set(bound, (keys = new Map()));
    let columnKeys = keys.get(column.id);
    if (!columnKeys) keys.set(column.id, (columnKeys = data.map((row) => sortValue(column, row))));
    return sortedIndexes(columnKeys, sort.dir).map((i) => bound[i]);
  }, [bound, data, columns, sort, manualSorting]);
}
