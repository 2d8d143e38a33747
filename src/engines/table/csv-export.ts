// A table as CSV: the value columns under their translated headers (actions and plain
// "details" links left out; a link showing the row's own text is kept); money as plain
// numbers with 2 decimals, dates as YYYY-MM-DD (and HH:mm), codes and statuses translated.
// Every page the current tab and filters select is fetched.
import type { TFunction } from 'i18next';
import { toCsv, type CsvValue } from '@/lib/csv';
import { statusLook } from '@/components/status';
import { enumKeys, type Column } from './columns';
import { readPage, type PagedEnvelope, type QueryParams, type TableDef } from './define-table';
import { formatDate } from './format';

const empty = (v: unknown) => v === null || v === undefined || v === '';

function csvValue<Row>(column: Column<Row>, row: Row, ns: string, t: TFunction): CsvValue {
  const value = column.get(row);
  switch (column.cell) {
    case 'money': {
      const n = Number(value);
      return empty(value) || !Number.isFinite(n) ? '' : n.toFixed(2);
    }
    case 'date':
      return empty(value) ? '' : formatDate(value, undefined, column.withTime);
    case 'enum':
      return empty(value) ? '' : t(enumKeys(column, value), { ns });
    case 'status':
      return t(statusLook(column.statuses, value).label, { ns });
    case 'link':
      return column.text?.(row);
    case 'text':
    case 'image':
      return empty(value) ? '' : String(value as string | number);
    default:
      return undefined;
  }
}

const exported = <Row>(c: Column<Row>) =>
  c.cell === 'link' ? Boolean(c.text) : c.cell !== 'actions';

/** The CSV text of these rows under the table's value columns. */
export function tableCsv<Row, P, F extends string>(
  def: TableDef<Row, P, F>,
  rows: readonly Row[],
  t: TFunction,
): string {
  const columns = def.columns.filter(exported);
  return toCsv([
    columns.map((c) => t(c.header ?? `fields.${c.id}`, { ns: def.ns })),
    ...rows.map((row) => columns.map((c) => csvValue(c, row, def.ns, t) ?? '')),
  ]);
}

/** Every row of a server table for these params, page after page (at most `maxPages`). */
export async function fetchAllRows<Row, P, F extends string>(
  def: TableDef<Row, P, F>,
  params: Omit<QueryParams<P, F>, 'page'>,
  fetchPage: (
    options: ReturnType<NonNullable<TableDef<Row, P, F>['query']>>,
  ) => Promise<PagedEnvelope<Row>>,
  maxPages = 100,
): Promise<Row[]> {
  if (!def.query) return [];
  const rows: Row[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const result = readPage(await fetchPage(def.query({ ...params, page })));
    rows.push(...result.rows);
    if (result.rows.length === 0 || rows.length >= result.total) break;
  }
  return rows;
}
