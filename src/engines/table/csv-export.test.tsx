import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { defineStatuses } from '@/components/status';
import { renderWithProviders, testI18n } from '@/components/testing/render';
import { tableCsv } from './csv-export';
import { DataTable } from './data-table';
import { defineTable, type QueryParams } from './define-table';

interface Tr {
  id: number;
  number: string;
  created_at: string;
  net_amount: number;
  status: string;
}
const rows: Tr[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  number: `TRF-${String(i + 1).padStart(3, '0')}`,
  created_at: `2026-10-${String(i + 1).padStart(2, '0')}T09:00:00Z`,
  net_amount: i === 0 ? -12.5 : 1000 + i,
  status: i % 2 ? 'completed' : 'pending',
}));

const statuses = defineStatuses('statuses', { completed: 'success', pending: 'warning' });

function server() {
  const calls: QueryParams<unknown, 'from' | 'to'>[] = [];
  const query = (p: QueryParams<unknown, 'from' | 'to'>) => ({
    queryKey: ['tr', p],
    queryFn: async () => {
      calls.push(p);
      const picked = rows.filter(
        (r) =>
          (!p.filters.from || r.created_at.slice(0, 10) >= p.filters.from) &&
          (!p.filters.to || r.created_at.slice(0, 10) <= p.filters.to),
      );
      return {
        data: {
          data: picked.slice((p.page - 1) * 10, p.page * 10),
          total: picked.length,
          per_page: 10,
        },
      };
    },
  });
  return { calls, query };
}

const def = (query: ReturnType<typeof server>['query']) =>
  defineTable({
    ns: 't',
    query,
    filters: [
      { key: 'from', kind: 'date' },
      { key: 'to', kind: 'date' },
    ],
    columns: [
      { id: 'number', cell: 'link', to: (r) => `/x/${r.id}`, text: (r) => r.number },
      { key: 'created_at', cell: 'date' },
      { key: 'net_amount', cell: 'money' },
      { key: 'status', cell: 'status', statuses },
      { id: 'view', cell: 'link', to: (r) => `/x/${r.id}` },
    ],
    csv: { fileName: 'transfers' },
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('table CSV export and date filters', () => {
  it('date filters reach the query as a range and return to page 1', async () => {
    const s = server();
    await renderWithProviders(<DataTable def={def(s.query)} />);
    await screen.findAllByText('TRF-001');
    fireEvent.change(screen.getByLabelText('fields.from'), { target: { value: '2026-10-05' } });
    fireEvent.change(screen.getByLabelText('fields.to'), { target: { value: '2026-10-07' } });
    await waitFor(() =>
      expect(s.calls.at(-1)?.filters).toEqual({ from: '2026-10-05', to: '2026-10-07' }),
    );
    expect(s.calls.at(-1)?.page).toBe(1);
    await waitFor(() => expect(screen.queryAllByText('TRF-001')).toHaveLength(0));
  });

  it('exports every page of the filtered rows, not only the one shown', async () => {
    const s = server();
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await renderWithProviders(<DataTable def={def(s.query)} />);
    await screen.findAllByText('TRF-001');
    fireEvent.change(screen.getByLabelText('fields.from'), { target: { value: '2026-10-02' } });
    await waitFor(() => expect(s.calls.at(-1)?.filters).toEqual({ from: '2026-10-02' }));
    fireEvent.click(screen.getByTestId('table-csv'));
    await waitFor(() => expect(blob).toBeDefined());
    const lines = (await blob!.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('fields.number,fields.created_at,fields.net_amount,fields.status');
    expect(lines).toHaveLength(1 + 22); // 22 rows from the 2nd, over three pages
    expect(lines[1]).toBe('TRF-002,2026-10-02,1001.00,statuses.completed');
    expect(s.calls.filter((c) => c.filters.from === '2026-10-02').map((c) => c.page)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
  });

  it('writes amounts as plain numbers and translates headers and statuses', async () => {
    const i18n = await testI18n('ar');
    i18n.addResourceBundle('ar', 'tr', {
      fields: { number: 'الرقم', created_at: 'التاريخ', net_amount: 'الصافي', status: 'الحالة' },
      statuses: { completed: 'مكتمل', pending: 'قيد الانتظار' },
    });
    const csv = tableCsv({ ...def(server().query), ns: 'tr' }, rows.slice(0, 2), i18n.t);
    expect(csv).toBe(
      '\uFEFFالرقم,التاريخ,الصافي,الحالة\r\nTRF-001,2026-10-01,-12.50,قيد الانتظار\r\nTRF-002,2026-10-02,1001.00,مكتمل\r\n',
    );
  });
});
