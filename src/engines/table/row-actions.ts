// Row actions a list declares in its table config (`rowActions`), run by the list page
// (./list-page.tsx): edit (a link built from the row), delete behind the shared confirmation
// (the contract's delete operation, its feedback and the list's refresh are the engine's),
// and the feature's own actions. The delete path and the row's id are the generated
// client's: a path without a `delete` by `{id}`, or a row whose `id` is not what that
// operation takes, fails the type check (define-table.types.test.tsx).
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { paths } from '@/api/generated/apiback';
import type { RowAction } from './columns';

type DeleteById<I> = { delete: { parameters: { path: { id: I } } } };

/** The contract's paths that delete one record by its `{id}`. */
export type DeletePath = {
  [P in keyof paths]: paths[P] extends DeleteById<unknown> ? P : never;
}[keyof paths];

/** The id the delete operation of `P` takes. */
export type DeleteId<P extends DeletePath> = paths[P] extends DeleteById<infer I> ? I : never;

export interface RowDeleteOptions<Row, D extends DeletePath = DeletePath> {
  /** The contract's delete operation (`DELETE path` with the row's `id`). */
  path: D;
  /** i18n keys (namespace:key) of the confirmation; the body gets `{{name}}`. */
  title: string;
  body: string;
  /** The row's name in the body (its code, its name). */
  name: (row: Row) => string;
  /** i18n keys of the dialog's buttons (defaults: `actions.delete`, `actions.cancel` of the table's ns). */
  confirm?: string;
  cancel?: string;
  /** Success toast; default `table:deleted`. */
  done?: string;
  /** i18n key of the row's delete link (default `actions.delete` in the table's ns). */
  label?: string;
  /** Only on the rows that may be deleted at all (default: every row). */
  when?: (row: Row) => boolean;
  /**
   * A row that may not be deleted (still in use): the body the dialog shows instead (i18n key
   * and values), and the confirm button stays off. The backend refuses it too.
   */
  blocked?: (row: Row) => { body: string; values?: Record<string, unknown> } | undefined;
}

/**
 * One delete config per delete path (a union TS narrows by `path`). `id` reads the row's id
 * as that operation takes it (`(row) => row.id`): a row whose id is not what the path takes
 * fails the type check. (A conditional type on the row here would fix the row type before
 * the query infers it, so the tie is this reader.)
 */
export type RowDelete<Row> = {
  [D in DeletePath]: RowDeleteOptions<Row, D> & { id: (row: Row) => DeleteId<D> };
}[DeletePath];

/** What a row dialog gets: the row while it is open (none: closed), the list's key, a close. */
export interface RowDialogProps<Row> {
  row: Row | undefined;
  /** The list's cache key prefix (what its mutation refreshes). */
  list: QueryKey;
  onClose: () => void;
}

/**
 * A feature's action that opens its own dialog on the row (a preview, a form, a checklist):
 * the list page keeps which dialog is open on which row and mounts `Dialog` with it.
 */
export interface RowDialog<Row> {
  key: string;
  /** i18n key in the table's ns. */
  label: string;
  /** Only on the rows it applies to (default: every row). */
  when?: (row: Row) => boolean;
  Dialog: ComponentType<RowDialogProps<Row>>;
}

export interface RowActions<Row> {
  /** The row's edit page; the link reads `actions.edit` of the table's ns. */
  edit?: (row: Row) => string;
  remove?: RowDelete<Row>;
  /** The feature's own dialogs on a row, after edit and before the other own actions. */
  dialogs?: RowDialog<Row>[];
  /** The feature's own actions that need no state (links on some rows only, with `when`). */
  actions?: RowAction<Row>[];
  /**
   * The feature's own actions that change data (a toggle, a duplicate): a hook, so they may
   * use mutations and navigation. It gets the list's cache key prefix (what to refresh after
   * a change); return a stable list (useMemo).
   *
   * Write every function of `rowActions` as an arrow with an untyped parameter
   * (`useActions: (list) => useOfferToggle(list)`, `to: (m) => modelPath(m)`): a bare named
   * function is checked before the query has given the row type, and fixes it too early. A
   * table whose columns compute nothing (no `value`) types its query's params,
   * `query: ({ page }: QueryParams) => ...`, for the same reason.
   */
  useActions?: (list: QueryKey) => RowAction<Row>[];
}
