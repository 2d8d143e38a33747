// The confirmation a list's delete action opens (its `rowActions.remove`): the title and body
// from the feature's translations with the row's name, then the contract's delete operation,
// a toast and a refresh of every page of the list.
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DeleteId, DeletePath, RowDeleteOptions } from './row-actions';
import { useRowFeedback } from './use-row-feedback';

export function DeleteRowDialog<Row>({
  remove,
  row,
  list,
  ns,
  onClose,
}: {
  /** The config's `rowActions.remove`, its path already tied to the row's id type (RowDelete). */
  remove: RowDeleteOptions<Row> & { id: (row: Row) => DeleteId<DeletePath> };
  /** The row to delete; none: the dialog is closed. */
  row: Row | undefined;
  /** The list's cache key prefix, refreshed after the delete. */
  list: QueryKey;
  /** The table's namespace (the default button labels). */
  ns: string;
  onClose: () => void;
}) {
  const { t } = useTranslation([ns, 'table']);
  const feedback = useRowFeedback(list, remove.done ?? 'table:deleted');
  const mutation = $api.useMutation('delete', remove.path, feedback);
  const blocked = row && remove.blocked?.(row);
  const name = row ? remove.name(row) : '';
  return (
    <ConfirmDialog
      open={Boolean(row)}
      title={t(remove.title, { name })}
      body={blocked ? t(blocked.body, { name, ...blocked.values }) : t(remove.body, { name })}
      confirm={t(remove.confirm ?? 'actions.delete')}
      cancel={t(remove.cancel ?? 'actions.cancel')}
      confirmDisabled={Boolean(blocked)}
      busy={mutation.isPending}
      onConfirm={() =>
        row && mutation.mutate({ params: { path: { id: remove.id(row) } } }, { onSettled: onClose })
      }
      onCancel={onClose}
    />
  );
}
