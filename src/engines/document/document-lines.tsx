// The lines table of a document: the table engine in client mode, typed by its config.
import type { RowData } from '@tanstack/react-table';
import { DataTable, type TableDef } from '../table';
import type { DocumentLines } from './define-document';

export function documentLines<Row extends RowData, P, F extends string>(
  def: TableDef<Row, P, F>,
  rows: Row[],
  heading?: string,
): DocumentLines {
  return { heading, table: <DataTable def={def} rows={rows} /> };
}
