// <DataTable def={...} />: server mode when the config has `query` (paged from page 1,
// page count from `total`), client mode with a `rows` prop (sorted in the browser and
// virtualised once the list is long).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  readPage,
  type PagedEnvelope,
  type QueryParams,
  type SortState,
  type TableDef,
} from './define-table';
import { firstPageParams } from './first-page';
import { pageCount } from './page-range';
import { Pagination } from './pagination';
import { CardList, DesktopTable } from './table-view';
import { TableEmpty, TableError, TableSkeleton } from './table-states';
import { tableProblems } from './table-problems';
import { CsvExportButton } from './csv-export-button';
import { TableFilters, TableTabs } from './table-toolbar';
import { useTableModel } from './use-table-model';
import { VirtualTable } from './virtual-table';

/** Client lists longer than this are virtualised instead of laid out in full. */
export const VIRTUALISE_FROM = 100;

export interface DataTableProps<Row, P, F extends string> {
  def: TableDef<Row, P, F>;
  /** Client mode rows (when the config has no `query`). */
  rows?: Row[];
  /** Height of the virtualised viewport in pixels. */
  height?: number;
}

const DISABLED_KEY = ['__table-disabled'];

export function DataTable<Row extends RowData, P = unknown, F extends string = string>({
  def,
  rows: clientRows,
  height,
}: DataTableProps<Row, P, F>) {
  const { t } = useTranslation([def.ns, 'table']);
  useEffect(() => {
    if (import.meta.env.DEV) for (const problem of tableProblems(def)) console.error(problem);
  }, [def]);
  // The first request is ./first-page.ts's: a route loader may have asked for it already.
  const [first] = useState(() => firstPageParams(def));
  const [page, setPage] = useState(first.page);
  const [sort, setSort] = useState<SortState | undefined>(first.sort);
  const [tabId, setTabId] = useState(first.tab?.id);
  const [filters, setFilters] = useState<QueryParams<P, F>['filters']>(first.filters);
  const serverMode = Boolean(def.query);
  const tab = def.tabs?.find((x) => x.id === tabId);

  const options = def.query?.({ page, sort, tab, filters });
  const query = useQuery({
    queryKey: options?.queryKey ?? DISABLED_KEY,
    queryFn: options ? (ctx) => options.queryFn(ctx) : skipToken,
    select: (response: PagedEnvelope<Row>) => readPage(response),
    placeholderData: keepPreviousData,
  });
  const result = serverMode ? query.data : undefined;
  const data = useMemo(
    () => (serverMode ? (result?.rows ?? []) : (clientRows ?? [])),
    [serverMode, result, clientRows],
  );

  const { rows: viewRows, toggleSort: toggleModelSort } = useTableModel({
    columns: def.columns,
    data,
    sort,
    onSort: setSort,
    manualSorting: serverMode && def.sort?.mode !== 'client',
    rowKey: def.rowKey,
  });

  // TanStack's sorting state machine picks the next sort (ascending first, then flips).
  const toggleSort = (key: string) => {
    toggleModelSort(key);
    setPage(1);
  };
  const count = result ? pageCount(result.total, result.perPage) : 0;

  let body: ReactNode;
  if (serverMode && query.isError && !query.data)
    body = <TableError onRetry={() => void query.refetch()} error={query.error} />;
  else if (serverMode && query.isPending) body = <TableSkeleton />;
  else if (viewRows.length === 0) body = <TableEmpty message={t(def.empty ?? 'table:empty')} />;
  else if (!serverMode && viewRows.length >= VIRTUALISE_FROM)
    body = (
      <VirtualTable
        ns={def.ns}
        columns={def.columns}
        rows={viewRows}
        sort={sort}
        onSort={toggleSort}
        height={height}
        rowHeight={def.rowHeight}
      />
    );
  else
    body = (
      <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
        <DesktopTable
          ns={def.ns}
          columns={def.columns}
          rows={viewRows}
          sort={sort}
          onSort={toggleSort}
        />
        <CardList ns={def.ns} columns={def.columns} rows={viewRows} />
      </Box>
    );

  const content = (
    <>
      {(def.filters || def.csv) && (
        <TableFilters
          ns={def.ns}
          filters={def.filters ?? []}
          values={filters}
          onChange={(key, value) => {
            setFilters((f) => ({ ...f, [key]: value || undefined }));
            setPage(1);
          }}
        >
          <CsvExportButton def={def} params={{ sort, tab, filters }} rows={clientRows} />
        </TableFilters>
      )}
      {body}
      {serverMode && <Pagination page={page} count={count} onChange={setPage} />}
    </>
  );

  return (
    <Box data-testid={`table-${def.ns}`}>
      {def.tabs && tabId ? (
        <TableTabs
          ns={def.ns}
          tabs={def.tabs}
          value={tabId}
          onChange={(id) => {
            setTabId(id);
            setPage(1);
          }}
        >
          {content}
        </TableTabs>
      ) : (
        content
      )}
    </Box>
  );
}
