import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineStatuses } from '@/components/status';
import { renderWithProviders } from '@/components/testing/render';
import type { ColumnDef } from './columns';
import { DataTable } from './data-table';
import { defineTable, type QueryParams } from './define-table';

interface Inv {
  id: number;
  invoice_number: string;
  total_amount: number;
  status: string;
}
const all: Inv[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  invoice_number: `INV-${String(i + 1).padStart(3, '0')}`,
  total_amount: (i + 1) * 10,
  status: i % 2 ? 'paid' : 'partial',
}));

function server(rows: Inv[], fail = () => false) {
  const calls: QueryParams<{ status: string }>[] = [];
  const query = (p: QueryParams<{ status: string }>) => ({
    queryKey: ['inv', p],
    queryFn: async () => {
      calls.push(p);
      if (fail()) throw new Error('boom');
      const status = p.tab?.params?.status;
      const filtered = status ? rows.filter((r) => r.status === status) : rows;
      const sorted = [...filtered].sort((a, b) =>
        p.sort?.dir === 'desc' ? b.total_amount - a.total_amount : a.total_amount - b.total_amount,
      );
      return {
        data: {
          data: sorted.slice((p.page - 1) * 10, p.page * 10),
          total: filtered.length,
          per_page: 10,
        },
      };
    },
  });
  return { calls, query };
}

const columns: ColumnDef<Inv>[] = [
  { key: 'invoice_number', cell: 'text' },
  { key: 'total_amount', cell: 'money', sortable: true },
  {
    key: 'status',
    cell: 'status',
    statuses: defineStatuses('statuses', { paid: 'success', partial: 'warning' }),
  },
];

afterEach(cleanup);

const grid = () => screen.getByRole('table');

describe('DataTable (server mode)', () => {
  it('starts at page 1 and derives the page count from total', async () => {
    const s = server(all);
    await renderWithProviders(
      <DataTable def={defineTable({ ns: 't', columns, query: s.query })} />,
    );
    await screen.findAllByText('INV-001');
    expect(s.calls[0].page).toBe(1);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Page 6' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(grid()).getByText('INV-011')).toBeTruthy());
    expect(s.calls.at(-1)?.page).toBe(2);
  });

  it('sends the declared sort and toggles it from the header', async () => {
    const s = server(all);
    const def = defineTable({
      ns: 't',
      columns,
      query: s.query,
      sort: { key: 'total_amount', dir: 'desc' },
    });
    await renderWithProviders(<DataTable def={def} />);
    await waitFor(() => expect(within(grid()).getByText('INV-045')).toBeTruthy());
    expect(s.calls[0].sort).toEqual({ key: 'total_amount', dir: 'desc' });
    const th = within(grid()).getAllByRole('columnheader')[1];
    expect(th.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(th).getByRole('button'));
    await waitFor(() => expect(within(grid()).getByText('INV-001')).toBeTruthy());
    expect(s.calls.at(-1)?.sort).toEqual({ key: 'total_amount', dir: 'asc' });
  });

  it('tabs add their params and return to page 1', async () => {
    const s = server(all);
    const def = defineTable({
      ns: 't',
      columns,
      query: s.query,
      tabs: [
        { id: 'all', label: 'all' },
        { id: 'paid', label: 'paid', params: { status: 'paid' } },
      ],
    });
    await renderWithProviders(<DataTable def={def} />);
    await screen.findAllByText('INV-001');
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(s.calls.at(-1)?.page).toBe(3));
    fireEvent.click(screen.getByRole('tab', { name: 'paid' }));
    await waitFor(() => expect(s.calls.at(-1)?.tab?.id).toBe('paid'));
    expect(s.calls.at(-1)?.page).toBe(1);
    await waitFor(() => expect(within(grid()).queryByText('INV-001')).toBeNull());
    expect(within(grid()).getByText('INV-002')).toBeTruthy();
  });

  it('filters declared in the config reach the query and return to page 1', async () => {
    const s = server(all);
    const def = defineTable({
      ns: 't',
      columns,
      query: s.query,
      filters: [
        { key: 'q', kind: 'search' },
        { key: 'status', kind: 'select', options: [{ value: 'paid', label: 'paid' }] },
      ],
    });
    await renderWithProviders(<DataTable def={def} />);
    await screen.findAllByText('INV-001');
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(s.calls.at(-1)?.page).toBe(2));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'INV' } });
    await waitFor(() => expect(s.calls.at(-1)?.filters).toEqual({ q: 'INV' }));
    expect(s.calls.at(-1)?.page).toBe(1);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'paid' } });
    await waitFor(() => expect(s.calls.at(-1)?.filters).toEqual({ q: 'INV', status: 'paid' }));
  });

  it('shows the empty message and no paging when there are no rows', async () => {
    const s = server([]);
    await renderWithProviders(
      <DataTable def={defineTable({ ns: 't', columns, query: s.query, empty: 't:none' })} />,
    );
    expect((await screen.findByTestId('table-empty')).textContent).toBe('none');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a skeleton, then an error with a working retry', async () => {
    let failing = true;
    const s = server(all, () => failing);
    await renderWithProviders(
      <DataTable def={defineTable({ ns: 't', columns, query: s.query })} />,
    );
    expect(screen.getByTestId('table-skeleton')).toBeTruthy();
    const alert = await screen.findByTestId('table-error');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findAllByText('INV-001');
  });
});

describe('DataTable (client mode)', () => {
  it('sorts client rows in the browser', async () => {
    const rows = all.slice(0, 5);
    const def = defineTable<Inv>({ ns: 't', columns, sort: { key: 'total_amount', dir: 'desc' } });
    await renderWithProviders(<DataTable def={def} rows={rows} />);
    const firstCells = () =>
      within(grid())
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent);
    expect(firstCells()).toEqual(['INV-005', 'INV-004', 'INV-003', 'INV-002', 'INV-001']);
    fireEvent.click(within(within(grid()).getAllByRole('columnheader')[1]).getByRole('button'));
    await waitFor(() => expect(firstCells()[0]).toBe('INV-001'));
  });

  it('offers a row action only on the rows its `when` allows', async () => {
    const rows = all.slice(0, 3);
    const def = defineTable<Inv>({
      ns: 't',
      columns: [
        { key: 'invoice_number', cell: 'text' },
        {
          id: 'actions',
          cell: 'actions',
          actions: [
            { key: 'open', label: 'open', onClick: () => undefined },
            { key: 'remove', label: 'remove', onClick: () => undefined, when: (r) => r.id !== 2 },
          ],
        },
      ],
      rowKey: (r) => String(r.id),
    });
    await renderWithProviders(<DataTable def={def} rows={rows} />);
    const bodyRows = within(grid()).getAllByRole('row').slice(1);
    const labels = bodyRows.map((r) =>
      within(r)
        .getAllByRole('button')
        .map((b) => b.textContent),
    );
    expect(labels).toEqual([['open', 'remove'], ['open'], ['open', 'remove']]);
  });

  it('leaves the actions line out of a phone card whose row has no action', async () => {
    const def = defineTable<Inv>({
      ns: 't',
      columns: [
        { key: 'invoice_number', cell: 'text' },
        {
          id: 'actions',
          cell: 'actions',
          actions: [
            { key: 'remove', label: 'remove', onClick: () => undefined, when: (r) => r.id !== 2 },
          ],
        },
      ],
      rowKey: (r) => String(r.id),
    });
    const { container } = await renderWithProviders(<DataTable def={def} rows={all.slice(0, 2)} />);
    const cards = [...container.querySelectorAll('[data-layout="cards"] > li')];
    const terms = cards.map((c) => [...c.querySelectorAll('dt')].map((d) => d.textContent));
    expect(terms).toEqual([['fields.invoice_number', 'fields.actions'], ['fields.invoice_number']]);
  });

  it('virtualises a long list: renders a window, not 10,000 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      invoice_number: `R-${i}`,
      total_amount: i,
      status: 'paid',
    }));
    const def = defineTable<Inv>({ ns: 't', columns, rowKey: (r) => String(r.id) });
    await renderWithProviders(<DataTable def={def} rows={rows} height={400} />);
    const box = screen.getByTestId('virtual-table');
    const rendered = box.querySelectorAll('tbody tr:not([aria-hidden])').length;
    expect(box.getAttribute('data-total-rows')).toBe('10000');
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    expect(within(box).getByText('R-0')).toBeTruthy();
    expect(within(box).queryByText('R-9999')).toBeNull();
  });
});

describe('DataTable (client mode, virtualised)', () => {
  it('sorts 10,000 rows from the header, both ways, and shows the new first rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      invoice_number: `R-${i}`,
      total_amount: (i * 7919) % 10_007,
      status: 'paid',
    }));
    const def = defineTable<Inv>({ ns: 't', columns, rowKey: (r) => String(r.id) });
    await renderWithProviders(<DataTable def={def} rows={rows} height={400} />);
    const box = screen.getByTestId('virtual-table');
    const cellAt = (index: number) =>
      box.querySelector(`tbody tr[data-row-index="${index}"] td`)?.textContent;
    const firstCell = () => cellAt(0);
    expect([cellAt(0), cellAt(1)]).toEqual(['R-0', 'R-1']);
    const sortButton = within(box).getAllByRole('columnheader')[1].querySelector('button')!;
    fireEvent.click(sortButton);
    const ascending = [...rows].sort((a, b) => a.total_amount - b.total_amount);
    await waitFor(() =>
      expect([cellAt(0), cellAt(1)]).toEqual(ascending.slice(0, 2).map((r) => r.invoice_number)),
    );
    expect(within(box).getAllByRole('columnheader')[1].getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton);
    const largest = rows.reduce((a, b) => (b.total_amount > a.total_amount ? b : a));
    await waitFor(() => expect(firstCell()).toBe(largest.invoice_number));
    expect(within(box).getAllByRole('columnheader')[1].getAttribute('aria-sort')).toBe(
      'descending',
    );
  });
});

describe('row actions', () => {
  it('shows an action only on the rows its `when` accepts', async () => {
    const { query } = server(all.slice(0, 2));
    const def = defineTable({
      ns: 'test',
      query,
      columns: [
        { key: 'invoice_number', cell: 'text' },
        {
          id: 'actions',
          cell: 'actions',
          actions: [
            {
              key: 'pay',
              label: 'pay',
              onClick: () => undefined,
              when: (r) => r.status !== 'paid',
            },
            { key: 'view', label: 'view', onClick: () => undefined },
          ],
        },
      ],
      rowKey: (r) => String(r.id),
    });
    await renderWithProviders(<DataTable def={def} />);
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(3));
    const [, partial, paid] = within(grid()).getAllByRole('row');
    expect(
      within(partial)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['pay', 'view']);
    expect(
      within(paid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['view']);
  });
});
