// TanStack Table's core row model with its id index built on first use. The stock
// `createCoreRowModel` fills `rowsById` (a dictionary of every row id) at mount: on the
// 10,000-row bench that index cost more than the 10,000 Row objects themselves (~8 of ~10 ms in
// Node, steady state). The engine never looks rows up by id, so the index waits for a caller
// (TanStack's `getRow`, selection...). Same Row objects (TanStack's `constructRow`), same memo
// (on `data`); flat lists only (the engine has no sub-rows).
import {
  constructRow,
  tableMemo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';

export function createFlatCoreRowModel<TFeatures extends TableFeatures, TData extends RowData>() {
  return (table: Table<TFeatures, TData>) =>
    tableMemo({
      feature: 'coreRowModelsFeature',
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => flatRowModel(table, table.options.data),
    });
}

function flatRowModel<TFeatures extends TableFeatures, TData extends RowData>(
  table: Table<TFeatures, TData>,
  data: readonly TData[],
): RowModel<TFeatures, TData> {
  const rows: Row<TFeatures, TData>[] = new Array<Row<TFeatures, TData>>(data.length);
  for (let i = 0; i < data.length; i++)
    rows[i] = constructRow(table, table.getRowId(data[i], i), data[i], i, 0);
  let byId: Record<string, Row<TFeatures, TData>> | undefined;
  return {
    rows,
    flatRows: rows,
    get rowsById() {
      if (!byId) {
        byId = Object.create(null) as Record<string, Row<TFeatures, TData>>;
        for (const row of rows) byId[row.id] = row;
      }
      return byId;
    },
  };
}
