// The desktop grid (a semantic <table> that scrolls horizontally when narrow) and the
// phone card list. Both are rendered and CSS picks one, so no resize listener is needed
// and the first paint is already right.
import type { ReactNode } from 'react';
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CellContext } from './cells';
import type { SortState } from './define-table';

/** What the views need of a column (the row type stays with the table). */
export interface ColumnMeta {
  id: string;
  header?: string;
  sortable?: boolean;
  hideOnCard?: boolean;
}

/** A row bound to its data: the views render cells by column index. */
export interface ViewRow {
  id: string;
  cell: (column: number, ctx: CellContext) => ReactNode;
  /** False when the cell has nothing for this row: a card leaves the line out. */
  shows?: (column: number) => boolean;
}

const headerKey = (c: ColumnMeta) => c.header ?? `fields.${c.id}`;

/** One cell with its own translation hook (fine for short lists). */
function Cell({ row, column, ns }: { row: ViewRow; column: number; ns: string }) {
  const { t, i18n } = useTranslation([ns, 'table']);
  return row.cell(column, { ns, t, lang: i18n.language });
}

/** A column header's texts and sort state: one source for the Chakra and the plain header cell. */
export function useHeader(ns: string, column: ColumnMeta, sort?: SortState) {
  const { t } = useTranslation([ns, 'table']);
  const label = t(headerKey(column), { ns });
  const dir = sort?.key === column.id ? sort.dir : undefined;
  return {
    label,
    sortLabel: t('table:sortBy', { field: label }),
    ariaSort: dir && (dir === 'asc' ? ('ascending' as const) : ('descending' as const)),
    arrow: dir ? (dir === 'asc' ? '▲' : '▼') : '↕',
  };
}

export function HeaderCell({
  ns,
  column,
  sort,
  onSort,
}: {
  ns: string;
  column: ColumnMeta;
  sort?: SortState;
  onSort: (key: string) => void;
}) {
  const { label, sortLabel, ariaSort, arrow } = useHeader(ns, column, sort);
  return (
    <Table.ColumnHeader textAlign="start" whiteSpace="nowrap" aria-sort={ariaSort} bg="gray.50">
      {column.sortable ? (
        <Box
          as="button"
          display="inline-flex"
          gap="1"
          fontWeight="bold"
          onClick={() => onSort(column.id)}
          aria-label={sortLabel}
        >
          {label}
          <span aria-hidden>{arrow}</span>
        </Box>
      ) : (
        label
      )}
    </Table.ColumnHeader>
  );
}

export function DesktopTable({
  ns,
  columns,
  rows,
  sort,
  onSort,
}: {
  ns: string;
  columns: ColumnMeta[];
  rows: ViewRow[];
  sort?: SortState;
  onSort: (key: string) => void;
}) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="lg"
      display={{ base: 'none', md: 'block' }}
      data-layout="table"
    >
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <HeaderCell key={c.id} ns={ns} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id}>
              {columns.map((c, i) => (
                <Table.Cell key={c.id} textAlign="start" whiteSpace="nowrap">
                  <Cell row={r} column={i} ns={ns} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function CardList({
  ns,
  columns,
  rows,
}: {
  ns: string;
  columns: ColumnMeta[];
  rows: ViewRow[];
}) {
  const { t } = useTranslation(ns);
  const shown = columns.flatMap((c, i) => (c.hideOnCard ? [] : [{ c, i }]));
  return (
    <Stack
      as="ul"
      gap="3"
      display={{ base: 'flex', md: 'none' }}
      listStyleType="none"
      m="0"
      p="0"
      data-layout="cards"
    >
      {rows.map((r) => (
        <Box as="li" key={r.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Stack as="dl" gap="2" m="0">
            {shown
              .filter(({ i }) => r.shows?.(i) ?? true)
              .map(({ c, i }) => (
                <Box key={c.id} display="flex" justifyContent="space-between" gap="3">
                  <Text as="dt" color="fg.muted" fontSize="sm">
                    {t(headerKey(c))}
                  </Text>
                  <Box as="dd" m="0" textAlign="end" minW="0">
                    <Cell row={r} column={i} ns={ns} />
                  </Box>
                </Box>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
