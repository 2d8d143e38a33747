// A config's `rowActions` as the column the engine draws: edit first, the feature's dialogs
// (each opens through `onDialog`), its own actions (static, then the hook's), delete last (it
// opens the confirmation through `onDelete`).
import type { ColumnDef, RowAction } from './columns';
import { toColumn } from './columns';
import type { TableDef } from './define-table';

export function withRowActions<Row, P, F extends string>(
  def: TableDef<Row, P, F>,
  own: readonly RowAction<Row>[],
  onDelete: (row: Row) => void,
  onDialog: (key: string, row: Row) => void = () => undefined,
): TableDef<Row, P, F> {
  const declared = def.rowActions;
  if (!declared) return def;
  const { edit, remove, dialogs = [], actions: links = [] } = declared;
  const actions: RowAction<Row>[] = [
    ...(edit ? [{ key: 'edit', label: 'actions.edit', to: edit }] : []),
    ...dialogs.map(({ key, label, when }) => ({
      key,
      label,
      when,
      onClick: (row: Row) => onDialog(key, row),
    })),
    ...links,
    ...own,
    ...(remove
      ? [
          {
            key: 'delete',
            label: remove.label ?? 'actions.delete',
            onClick: onDelete,
            when: remove.when,
          },
        ]
      : []),
  ];
  if (actions.length === 0) return def;
  const column: ColumnDef<Row> = { id: 'actions', cell: 'actions', actions };
  return { ...def, columns: [...def.columns, toColumn(column)] };
}
