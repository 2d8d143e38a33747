// The desktop grid (a semantic <table> that scrolls horizontally when narrow) and the
// phone card list. Both are rendered and CSS picks one, so no resize listener is needed
// and the first paint is already right.
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Cell } from './cells';
import type { ColumnDef, SortState } from './define-table';

export interface ViewRow<Row> {
  id: string;
  original: Row;
}

export function HeaderCell<Row>({
  ns,
  column,
  sort,
  onSort,
}: {
  ns: string;
  column: ColumnDef<Row>;
  sort?: SortState;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation([ns, 'table']);
  const label = t(column.header ?? `fields.${column.key}`, { ns });
  const active = sort?.key === column.key;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <Table.ColumnHeader textAlign="start" whiteSpace="nowrap" aria-sort={ariaSort} bg="gray.50">
      {column.sortable ? (
        <Box
          as="button"
          display="inline-flex"
          gap="1"
          fontWeight="bold"
          onClick={() => onSort(column.key)}
          aria-label={t('table:sortBy', { field: label })}
        >
          {label}
          <span aria-hidden>{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
        </Box>
      ) : (
        label
      )}
    </Table.ColumnHeader>
  );
}

export function DesktopTable<Row>({
  ns,
  columns,
  rows,
  sort,
  onSort,
}: {
  ns: string;
  columns: ColumnDef<Row>[];
  rows: ViewRow<Row>[];
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
              <HeaderCell key={c.key} ns={ns} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id}>
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign="start" whiteSpace="nowrap">
                  <Cell column={c} row={r.original} ns={ns} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function CardList<Row>({
  ns,
  columns,
  rows,
}: {
  ns: string;
  columns: ColumnDef<Row>[];
  rows: ViewRow<Row>[];
}) {
  const { t } = useTranslation(ns);
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
            {columns
              .filter((c) => !c.hideOnCard)
              .map((c) => (
                <Box key={c.key} display="flex" justifyContent="space-between" gap="3">
                  <Text as="dt" color="fg.muted" fontSize="sm">
                    {t(c.header ?? `fields.${c.key}`)}
                  </Text>
                  <Box as="dd" m="0" textAlign="end">
                    <Cell column={c} row={r.original} ns={ns} />
                  </Box>
                </Box>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
