// Declarative table config: a list screen is a `defineTable({...})` call handed to
// <DataTable>. The engine owns paging, sorting, tabs, filters, states and layout.

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}

/** A status chip: i18n label key (in the table's ns) and a Chakra colour palette. */
export interface StatusChip {
  label: string;
  palette: 'green' | 'orange' | 'red' | 'gray' | 'blue' | 'yellow';
}

interface ColumnBase<Row> {
  /** Picks both the data (`row[key]`) and the header label (`<ns>:fields.<key>`). */
  key: string;
  /** Custom accessor when the value is not `row[key]`. */
  value?: (row: Row) => unknown;
  /** Header i18n key override (defaults to `<ns>:fields.<key>`). */
  header?: string;
  sortable?: boolean;
  /** Hide in the phone card layout (e.g. redundant links). */
  hideOnCard?: boolean;
}

export type ColumnDef<Row> = ColumnBase<Row> &
  (
    | { cell: 'text' }
    | { cell: 'money' }
    | { cell: 'date'; withTime?: boolean }
    /** A code shown through i18n: `<ns>:<prefix>.<value>`. */
    | { cell: 'enum'; prefix: string }
    | { cell: 'status'; statuses: (value: unknown, row: Row) => StatusChip }
    | { cell: 'link'; to: (row: Row) => string; label?: string }
    | {
        cell: 'actions';
        actions: Array<{
          key: string;
          label: string;
          to?: (row: Row) => string;
          onClick?: (row: Row) => void;
        }>;
      }
    | { cell: 'image'; alt?: (row: Row) => string }
  );

export type CellKind = ColumnDef<unknown>['cell'];

export interface TabDef {
  id: string;
  /** i18n key in the table's ns. */
  label: string;
  /** Extra query params this tab adds (e.g. `{ status: 'paid' }`). */
  params?: Record<string, string>;
}

export interface FilterDef {
  key: string;
  kind: 'search' | 'select';
  /** For select: value → i18n label key. */
  options?: Array<{ value: string; label: string }>;
}

/** The shape the engine needs from query options (`$api.queryOptions` returns more). */
export interface QueryOptionsLike {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/** What the engine passes to `query`: everything that changes the server request. */
export interface QueryParams {
  page: number;
  sort?: SortState;
  tab?: TabDef;
  filters: Record<string, string>;
}

/** A server page as the contract pages it: `{ data, total, current_page, per_page, last_page }`. */
export interface PageResult<Row> {
  rows: Row[];
  total: number;
  perPage: number;
}

export interface TableDef<Row, TResponse = unknown> {
  ns: string;
  columns: ColumnDef<Row>[];
  /**
   * Server mode: react-query options per page/sort/tab/filters (e.g. `$api.queryOptions(...)`).
   * Absent: client mode (rows prop). Typed loosely because each operation's options differ.
   */
  query?: (params: QueryParams) => QueryOptionsLike;
  /** Reads rows and total from the response; default reads the `{ data: Paged<Row> }` envelope. */
  page?: (response: TResponse) => PageResult<Row>;
  sort?: SortState & {
    /** 'server': the key goes to the query; 'client': the engine orders the rows. */
    mode?: 'server' | 'client';
  };
  tabs?: TabDef[];
  filters?: FilterDef[];
  /** i18n key of the empty message (default `table:empty`). */
  empty?: string;
  rowKey?: (row: Row) => string;
  /** Row height estimate for virtualised client lists. */
  rowHeight?: number;
}

export function defineTable<Row, TResponse = unknown>(
  def: TableDef<Row, TResponse>,
): TableDef<Row, TResponse> {
  return def;
}

interface PagedEnvelope<Row> {
  data?: { data?: Row[]; total?: number; per_page?: number };
}

/** Default page reader for the contract envelope `{ data: { data, total, per_page } }`. */
export function readEnvelopePage<Row>(response: unknown): PageResult<Row> {
  const paged = (response as PagedEnvelope<Row> | undefined)?.data;
  const rows = paged?.data ?? [];
  return {
    rows,
    total: Number(paged?.total ?? rows.length),
    perPage: Number(paged?.per_page || rows.length || 1),
  };
}

/** The value a column shows: `value(row)` or `row[key]`. */
export function cellValue<Row>(column: ColumnDef<Row>, row: Row): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}
