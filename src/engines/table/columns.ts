// Column declarations, typed by the row. A column either names a field of the row
// (`key`: picks both the data and the header label `<ns>:fields.<key>`), or is virtual
// (`id`) and then brings its own accessor (`value`) — or, for link and action columns, its
// own targets. A misspelt key, or a row field that does not exist in `value`, `to` or
// `alt`, fails the type check (see define-table.types.test.ts).
import type { StatusMap } from '@/components/status';

/** Fields of the row usable as column keys. */
export type RowField<Row> = Extract<keyof Row, string>;

interface ColumnOptions {
  /** Header i18n key override (defaults to `<ns>:fields.<key or id>`). */
  header?: string;
  /** The header toggles the sort on this column. */
  sortable?: boolean;
  /** Hidden in the phone card layout (e.g. redundant links). */
  hideOnCard?: boolean;
}

/** Cells that show the column's value. */
export type ValueCell<Row> =
  | { cell: 'text' }
  | { cell: 'money' }
  | { cell: 'date'; withTime?: boolean }
  /**
   * A code shown through i18n: `<ns>:<prefix>.<value>`. `fallback`: the code a value without a
   * label stands for (an open enum of a known call: the spec's "otherwise yearly").
   */
  | { cell: 'enum'; prefix: string; fallback?: string }
  /** A chip from the feature's status mapping (src/components/status.tsx). */
  | { cell: 'status'; statuses: StatusMap }
  /**
   * A thumbnail. `hosted`: the value is a stored file path, resolved against the file host
   * of the site settings (the engine does it, so configs stay static).
   */
  | { cell: 'image'; alt?: (row: Row) => string; hosted?: boolean }
  /** Time left until the value (an ISO date-time: a promised answer, an expiry), or how late. */
  | { cell: 'timeLeft' };

export interface RowAction<Row> {
  key: string;
  /** i18n key in the table's ns. */
  label: string;
  /** A link; with `onClick` too, the click also runs it (e.g. open and mark read). */
  to?: (row: Row) => string;
  onClick?: (row: Row) => void;
  /** Only on the rows it applies to (default: every row). */
  when?: (row: Row) => boolean;
}

/** Cells that act on the row rather than show a value. */
export type ActionCell<Row> =
  | {
      cell: 'link';
      to: (row: Row) => string;
      /** i18n key of the link text (default `fields.<id>`). */
      label?: string;
      /** The row's own text as the link (its number, its name); exported to CSV too. */
      text?: (row: Row) => string;
    }
  | { cell: 'actions'; actions: RowAction<Row>[] };

type FieldColumn<Row> = ColumnOptions &
  ValueCell<Row> & {
    key: RowField<Row>;
    id?: never;
    /** Shows something derived from the field instead of the field itself. */
    value?: (row: Row) => unknown;
  };

type VirtualColumn<Row> = ColumnOptions &
  ValueCell<Row> & {
    /** Not a field of the row: the column's own name (header `<ns>:fields.<id>`). */
    id: string;
    key?: never;
    value: (row: Row) => unknown;
  };

type ActionColumn<Row> = ColumnOptions &
  ActionCell<Row> & {
    id: string;
    key?: never;
    value?: never;
  };

/** One column as a screen declares it. */
export type ColumnDef<Row> = FieldColumn<Row> | VirtualColumn<Row> | ActionColumn<Row>;

/** A column as the engine uses it: one id, one accessor. */
export type Column<Row> = ColumnOptions &
  (ValueCell<Row> | ActionCell<Row>) & {
    id: string;
    get: (row: Row) => unknown;
  };

export type CellKind = Column<unknown>['cell'];

const none = () => undefined;

export function toColumn<Row>(def: ColumnDef<Row>): Column<Row> {
  const key = def.key;
  if (key !== undefined) return { ...def, id: key, get: def.value ?? ((row: Row) => row[key]) };
  if (def.id !== undefined) return { ...def, id: def.id, get: def.value ?? none };
  // Only reachable from untyped callers: the types require one of the two.
  throw new Error('A column needs a key (a field of the row) or an id (a virtual column).');
}

/** The label keys of an enum cell, first found wins: the value's, then its fallback's. */
export function enumKeys(column: { prefix: string; fallback?: string }, value: unknown): string[] {
  const own = `${column.prefix}.${String(value)}`;
  return column.fallback ? [own, `${column.prefix}.${column.fallback}`] : [own];
}
