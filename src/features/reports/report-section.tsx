// One part of the report: a heading, the chart, the table beside it (accessible and
// printable) and "download CSV" of the same rows.
import { Box, Button, Grid, Heading, HStack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, type CsvCell } from '@/domain';

export interface ReportColumn<R> {
  key: string;
  label: string;
  /** What the table shows. */
  cell: (row: R) => ReactNode;
  /** What the CSV gets (plain numbers for amounts). */
  csv: (row: R) => CsvCell;
  numeric?: boolean;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function ReportSection<R>({
  id,
  title,
  chart,
  rows,
  columns,
  file,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  rows: R[];
  columns: ReportColumn<R>[];
  file: string;
}) {
  const { t } = useTranslation('reports');
  const csv = () =>
    download(file, toCsv(columns.map((c) => c.label), rows.map((r) => columns.map((c) => c.csv(r)))));
  return (
    <Box as="section" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="l3" p="4" data-testid={`report-${id}`} css={{ breakInside: 'avoid' }}>
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id={`${id}-title`}>
          {title}
        </Heading>
        <Button size="sm" variant="outline" onClick={csv} data-testid={`csv-${id}`} css={{ '@media print': { display: 'none' } }}>
          {t('csv')}
        </Button>
      </HStack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', '2xl': 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
        {chart}
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid={`table-${id}`}>
            <Table.Caption srOnly>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.key} textAlign={c.numeric ? 'end' : 'start'}>
                    {c.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r, i) => (
                <Table.Row key={i}>
                  {columns.map((c) => (
                    <Table.Cell
                      key={c.key}
                      textAlign={c.numeric ? 'end' : 'start'}
                      whiteSpace={c.numeric ? 'nowrap' : undefined}
                      data-column={c.key}
                    >
                      {c.cell(r)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Grid>
    </Box>
  );
}
