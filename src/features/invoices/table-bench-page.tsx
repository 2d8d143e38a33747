// Benchmark page for the table engine: 10,000 synthetic invoice rows rendered through the
// engine's client (virtualised) path. Driven by scripts/bench-table.ts at /bench/table-10k;
// `window.__tableBench` also exposes the row count for ad-hoc runs. No API calls.
import { useLayoutEffect, useMemo } from 'react';
import { Box, Heading } from '@chakra-ui/react';
import type { components } from '@/api/generated/apiback';
import { DataTable, defineTable } from '@/engines/table';
import { invoiceStatuses } from './tenant-invoices-table';

/** The columns of the tenant's invoice list, as the contract types them. */
type BenchRow = Pick<
  components['schemas']['TenantInvoice'],
  'id' | 'invoice_number' | 'release_date' | 'total_amount' | 'remaining_amount' | 'invoice_status'
>;

const ROWS = Number(new URLSearchParams(globalThis.location?.search).get('rows') ?? 10_000);

const benchTable = defineTable<BenchRow>({
  ns: 'invoices',
  columns: [
    { key: 'invoice_number', cell: 'text', sortable: true },
    { key: 'release_date', cell: 'date', sortable: true },
    { key: 'total_amount', cell: 'money', sortable: true },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'invoice_status', cell: 'status', statuses: invoiceStatuses },
    {
      id: 'details',
      cell: 'link',
      to: (row) => `/dashboard/contracts/invoice-tenant-details/${row.id}`,
    },
  ],
  rowKey: (row) => String(row.id),
});

function makeRows(n: number): BenchRow[] {
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    invoice_number: `INV-${String(i + 1).padStart(6, '0')}`,
    release_date: new Date(start + i * 3_600_000).toISOString().slice(0, 10),
    total_amount: ((i * 7919) % 100_000) / 10,
    remaining_amount: i % 3 ? 0 : ((i * 131) % 5_000) / 10,
    invoice_status: i % 3 ? 'paid' : 'partial',
  }));
}

interface BenchMarks {
  rows: number;
  renderStart?: number;
  mountMs?: number;
}
const marks = (): BenchMarks =>
  ((globalThis as { __tableBench?: BenchMarks }).__tableBench ??= { rows: 0 });

export function TableBenchPage() {
  const rows = useMemo(() => makeRows(ROWS), []);
  // The table's own mount: from this render (rows already made) to the DOM committed and
  // laid out, so the bench times the engine rather than the page load.
  const m = marks();
  m.rows = rows.length;
  m.renderStart ??= performance.now();
  useLayoutEffect(() => {
    const mm = marks();
    if (mm.mountMs !== undefined || mm.renderStart === undefined) return;
    void document.body.offsetHeight;
    mm.mountMs = performance.now() - mm.renderStart;
  }, []);
  return (
    <Box as="main" p="4" data-bench="table-10k">
      <Heading as="h1" size="md" mb="3">
        Table engine bench ({rows.length} rows)
      </Heading>
      <DataTable def={benchTable} rows={rows} height={720} />
    </Box>
  );
}
