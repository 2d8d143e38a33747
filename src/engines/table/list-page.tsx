// A list screen: its frame (the heading, or a feature's area frame with its tabs), an
// optional primary action (e.g. "add office"), the table and its row actions (edit, delete
// behind a confirmation, the feature's dialogs and own actions). Screens do not write this
// page; a feature declares it with `listRoute` (see ./list-route.tsx) from its
// dashboard-routes.tsx.
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RowAction } from './columns';
import { DataTable } from './data-table';
import type { TableDef } from './define-table';
import { DeleteRowDialog } from './delete-row-dialog';
import type { DeleteId, DeletePath, RowDeleteOptions } from './row-actions';
import { useTableSource, type TableSource } from './table-source';
import { withRowActions } from './with-row-actions';

export interface ListAction {
  /** i18n key (namespace:key). */
  label: string;
  to: string;
}

/** What a list renders around its table: the heading (translated) and the heading's action. */
export type ListFrame = ComponentType<{ title: string; action?: ReactNode; children: ReactNode }>;

/** The page's own heading when the list belongs to no area frame. */
export const PlainFrame: ListFrame = ({ title, action, children }) => (
  <Box>
    <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {action}
    </HStack>
    {children}
  </Box>
);

const noActions: never[] = [];
const useNoActions = <R,>(_list: QueryKey): RowAction<R>[] => noActions;

export function ListPage<Row extends RowData, P, F extends string>({
  title,
  def: source,
  action,
  frame: Frame = PlainFrame,
}: {
  /** i18n key (namespace:key) of the heading. */
  title: string;
  def: TableSource<Row, P, F>;
  action?: ListAction;
  frame?: ListFrame;
}) {
  const { t } = useTranslation();
  const def = useTableSource(source);
  const [doomed, setDoomed] = useState<Row>();
  const [opened, setOpened] = useState<{ key: string; row: Row }>();
  const list = useMemo(() => listKey(def), [def]);
  const useOwnActions = def.rowActions?.useActions ?? useNoActions;
  const own = useOwnActions(list);
  const table = useMemo(
    () => withRowActions(def, own, setDoomed, (key, row) => setOpened({ key, row })),
    [def, own],
  );
  // RowDelete checked the path against the row's id where the config was written.
  const remove = def.rowActions?.remove as
    (RowDeleteOptions<Row> & { id: (row: Row) => DeleteId<DeletePath> }) | undefined;
  return (
    <Frame
      title={t(title)}
      action={
        action && (
          <Button asChild colorPalette="brand">
            <Link to={action.to}>{t(action.label)}</Link>
          </Button>
        )
      }
    >
      <DataTable def={table} />
      {def.rowActions?.dialogs?.map(({ key, Dialog }) => (
        <Dialog
          key={key}
          row={opened?.key === key ? opened.row : undefined}
          list={list}
          onClose={() => setOpened(undefined)}
        />
      ))}
      {remove && (
        <DeleteRowDialog
          remove={remove}
          row={doomed}
          list={list}
          ns={def.ns}
          onClose={() => setDoomed(undefined)}
        />
      )}
    </Frame>
  );
}

/**
 * The cache key prefix of every page of the list: the operation's method and path, the
 * first two parts of each `$api.queryOptions` key (what `apiKey` builds), so a delete
 * refreshes every page, tab and filter of its list and nothing else.
 */
function listKey<Row, P, F extends string>(def: TableDef<Row, P, F>): QueryKey {
  return def.query?.({ page: 1, filters: {} }).queryKey.slice(0, 2) ?? [];
}
