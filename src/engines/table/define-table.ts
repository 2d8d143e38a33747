// Declarative table config: a list screen is a `defineTable({...})` call handed to
// <DataTable> (or to a ListPage route). The engine owns paging, sorting, tabs, filters,
// states and layout.
//
// Server mode: `query` returns the operation's query options (`$api.queryOptions(...)`),
// and the row type is inferred from its paged response `{ data: { data: Row[], total } }`,
// so every column is checked against the contract. Declare `query` before `columns`.
// Client mode (rows handed to <DataTable rows>): name the row, `defineTable<Row>({...})`.
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { toColumn, type Column, type ColumnDef } from './columns';
import type { RowActions } from './row-actions';

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}

export interface TabDef<P> {
  id: string;
  /** i18n key in the table's ns. */
  label: string;
  /** Query params this tab adds (e.g. `{ status: 'paid' }`), typed for the query. */
  params?: P;
}

export type FilterDef<K extends string = string> =
  | {
      key: K;
      kind: 'search';
      /** A number (a phone, an ID): typed left to right with a digit keyboard. */
      digits?: boolean;
    }
  /** A calendar day (`YYYY-MM-DD`); two of them make a range (`from`, `to`). */
  | { key: K; kind: 'date' }
  | {
      key: K;
      kind: 'select';
      /** Value → i18n label key. */
      options: ReadonlyArray<{ value: string; label: string }>;
    };

/** What the engine passes to `query`: everything that changes the server request. */
export interface QueryParams<P = unknown, F extends string = string> {
  page: number;
  sort?: SortState;
  tab?: TabDef<P>;
  /** Filter values by key; an empty filter is absent. */
  filters: Partial<Record<F, string>>;
}

/** The contract's paged body: `{ data: { data: Row[], total, per_page? } }`. */
export interface PagedEnvelope<Row> {
  data: { data: Row[]; total: number; per_page?: number };
}

/**
 * Query options as `$api.queryOptions` returns them for a paged list. `queryFn` is
 * declared as a method so options typed for one operation's exact key fit.
 */
export interface PagedQuery<Row> {
  queryKey: QueryKey;
  queryFn(
    context: QueryFunctionContext<QueryKey, never>,
  ): PagedEnvelope<Row> | Promise<PagedEnvelope<Row>>;
}

interface TableOptions<Row, P, F extends string> {
  /** i18n namespace: headers are `<ns>:fields.<key>`. */
  ns: string;
  /** Server mode: options per page/sort/tab/filters (`$api.queryOptions(...)`). */
  query?: (params: QueryParams<P, F>) => PagedQuery<Row>;
  columns: ColumnDef<Row>[];
  sort?: SortState & {
    /** 'server': the key goes to the query; 'client': the engine orders the rows. */
    mode?: 'server' | 'client';
  };
  tabs?: readonly TabDef<P>[];
  filters?: readonly FilterDef<F>[];
  /** i18n key of the empty message (default `table:empty`). */
  empty?: string;
  rowKey?: (row: Row) => string;
  /** Row height estimate for virtualised client lists. */
  rowHeight?: number;
  /**
   * "Export CSV": every row the current tab and filters select (all pages), the value
   * columns with their headers, amounts as plain numbers. The file is `<fileName>.csv`.
   */
  csv?: { fileName: string };
  /**
   * Edit, delete (with the shared confirmation) and the feature's own actions, as a last
   * `actions` column. Run by the list page (`listRoute`), which owns the dialog and the
   * mutation (./row-actions.ts); a bare <DataTable> does not show them.
   */
  rowActions?: NoInfer<RowActions<Row>>;
}

/** A table as the engine runs it (columns resolved to one id and one accessor each). */
export interface TableDef<Row, P = unknown, F extends string = string> extends Omit<
  TableOptions<Row, P, F>,
  'columns'
> {
  columns: Column<Row>[];
}

export function defineTable<Row extends object, const P = unknown, const F extends string = string>(
  options: TableOptions<Row, P, F>,
): TableDef<Row, P, F> {
  return { ...options, columns: options.columns.map(toColumn) };
}

/** A server page as the engine shows it. */
export interface PageResult<Row> {
  rows: Row[];
  total: number;
  perPage: number;
}

/**
 * Rows and total of the contract envelope. Tolerant of what a real backend may send: a
 * missing list or total reads as what is there, and `per_page` is optional.
 */
export function readPage<Row>(response: PagedEnvelope<Row>): PageResult<Row> {
  const page: Partial<PagedEnvelope<Row>['data']> = response.data ?? {};
  const rows = page.data ?? [];
  return {
    rows,
    total: Number(page.total ?? rows.length),
    perPage: Number(page.per_page || rows.length || 1),
  };
}
