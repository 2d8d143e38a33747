// "Export CSV" of a table: fetches every page the current tab and filters select (through
// the query cache), builds the CSV and offers it as a download.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { downloadText } from '@/lib/csv';
import { fetchAllRows, tableCsv } from './csv-export';
import type { QueryParams, TableDef } from './define-table';

export function CsvExportButton<Row extends RowData, P, F extends string>({
  def,
  params,
  rows,
}: {
  def: TableDef<Row, P, F>;
  params: Omit<QueryParams<P, F>, 'page'>;
  /** Client mode: the rows shown. */
  rows?: readonly Row[];
}) {
  const { t } = useTranslation([def.ns, 'table']);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!def.csv) return null;
  const fileName = def.csv.fileName;
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const all = def.query
        ? await fetchAllRows(def, params, (options) => client.fetchQuery(options))
        : (rows ?? []);
      downloadText(`${fileName}.csv`, tableCsv(def, all, t));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      colorPalette={failed ? 'red' : 'brand'}
      loading={busy}
      onClick={() => void run()}
      data-testid="table-csv"
      ms="auto"
    >
      {failed ? t('table:csvFailed') : t('table:csv')}
    </Button>
  );
}
