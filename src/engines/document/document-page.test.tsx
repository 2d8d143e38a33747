import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { defineStatuses } from '@/components/status';
import { defineTable } from '../table';
import { renderWithProviders } from '@/components/testing/render';
import { defineDocument } from './define-document';
import { documentLines } from './document-lines';
import { DocumentPage } from './document-page';

// The header's logo asks the site settings: no backend here, it falls back to the name.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Line {
  id: number;
  description: string;
  total: number;
}
interface Invoice {
  number: string;
  status: string;
  tax: string;
  lines: Line[];
}
const invoice: Invoice = {
  number: 'INV-7',
  status: 'paid',
  tax: '',
  lines: [{ id: 1, description: 'Desk, 3 days', total: 300 }],
};
const statuses = defineStatuses('status', { paid: 'success', partial: 'warning' });
const linesTable = defineTable<Line>({
  ns: 'invoices',
  columns: [
    { key: 'description', cell: 'text' },
    { key: 'total', cell: 'money' },
  ],
  rowKey: (l) => String(l.id),
});

const doc = (fail = false) =>
  defineDocument({
    ns: 'invoices',
    query: (id) => ({
      queryKey: ['invoice', id],
      queryFn: async () => {
        if (fail) throw new Error('down');
        return { data: invoice };
      },
    }),
    backTo: '/dashboard/contracts/invoice-tenant',
    view: (inv) => ({
      title: { label: 'detailTitle', text: inv.number },
      status: { statuses, value: inv.status },
      issuer: {
        heading: 'issuer',
        items: [
          { key: 'tax_number', value: inv.tax, kind: 'ltr' },
          { key: 'mobile_number', value: '+966500000002', kind: 'ltr' },
          { key: 'address', value: ['Riyadh', '', 'Olaya', '2464'], kind: 'list' },
          { key: 'register_number', value: [null, ''], kind: 'list' },
        ],
      },
      meta: { strip: true, items: [{ key: 'release_date', value: '2026-11-21', kind: 'date' }] },
      lines: documentLines(linesTable, inv.lines, 'services'),
      totals: {
        testId: 'totals',
        lines: [{ key: 'vat', label: 'summary.vat', value: 45, rate: 15 }],
        grand: { key: 'total', label: 'summary.grandTotal', value: 345 },
      },
      send: { label: 'detailTitle', text: inv.number },
    }),
  });

const at = { path: '/invoice/7', route: '/invoice/:id' };

describe('DocumentPage', () => {
  it('lays out the loaded document: title, status, issuer, meta, lines, totals, actions', async () => {
    await renderWithProviders(<DocumentPage def={doc()} />, at);
    const root = await screen.findByRole('heading', { level: 1 });
    expect(root.textContent).toBe('Invoice INV-7');
    expect(screen.getByText('Paid').getAttribute('data-status')).toBe('paid');
    // An empty issuer value is left out rather than shown as a dash.
    expect(screen.queryByText('Tax number:')).toBeNull();
    expect(screen.getByText('+966500000002').getAttribute('dir')).toBe('ltr');
    // An address is its parts joined by the language's comma, empty parts and lists left out.
    expect(screen.getByText('Riyadh, Olaya, 2464')).toBeTruthy();
    expect(screen.queryByText('Commercial register number:')).toBeNull();
    expect(screen.getByText('2026-11-21')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Services' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Desk, 3 days')).toBeTruthy();
    const totals = screen.getByTestId('totals');
    expect(totals.querySelector('[data-line="vat"]')?.textContent).toContain('(15%)');
    expect(totals.querySelector('[data-line="total"]')?.textContent).toContain('SAR 345.00');
    for (const name of ['Back', 'Print', 'Send']) expect(screen.getByRole('button', { name }));
    expect(document.querySelector('[data-print-root]')).toBeTruthy();
  });

  it('lays out headed sections, its own actions and a print page, without lines or totals', async () => {
    const sectioned = defineDocument({
      ns: 'invoices',
      query: (id) => ({ queryKey: ['sectioned', id], queryFn: async () => ({ data: invoice }) }),
      backTo: '/',
      view: (inv) => ({
        title: { text: inv.number },
        sections: [
          { key: 'first', heading: 'issuer', items: [{ key: 'tax_number', value: '' }] },
          {
            key: 'second',
            heading: 'services',
            items: [
              {
                key: 'release_date',
                value: '2026-11-21',
                kind: 'date',
                note: '20 Jumada I 1448 AH',
              },
            ],
          },
        ],
        actions: <button type="button">Export</button>,
        printTo: '/print/7',
      }),
    });
    await renderWithProviders(<DocumentPage def={sectioned} />, at);
    const first = (await screen.findByRole('heading', { level: 2, name: 'Issuer' })).closest(
      'section',
    )!;
    expect(first.getAttribute('data-section')).toBe('first');
    // In a section an empty value stays, as a dash: the reader sees what is missing.
    expect(within(first).getByText('—')).toBeTruthy();
    const second = screen.getByRole('heading', { level: 2, name: 'Services' }).closest('section')!;
    // A note is a second line under its value.
    expect(within(second).getByText('2026-11-21').closest('dd')?.textContent).toBe(
      '2026-11-2120 Jumada I 1448 AH',
    );
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe('/print/7');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a summary document: no id, no lines or totals, its own extra action', async () => {
    const summary = defineDocument({
      ns: 'invoices',
      query: () => ({ queryKey: ['summary'], queryFn: async () => ({ data: invoice }) }),
      backTo: '/dashboard/home',
      view: (inv) => ({
        title: { label: 'detailTitle', text: inv.number },
        meta: { items: [{ key: 'release_date', value: '2026-11-21', kind: 'date' }] },
        actions: <button type="button">CSV</button>,
        lead: <label>Month</label>,
      }),
    });
    await renderWithProviders(<DocumentPage def={summary} />, {
      path: '/summary',
      route: '/summary',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('totals')).toBeNull();
    for (const name of ['Back', 'Print', 'CSV']) expect(screen.getByRole('button', { name }));
    expect(screen.getByText('Month').closest('[data-no-print]')).toBeTruthy();
  });

  it('shows the failure message of its namespace when loading fails, with a retry', async () => {
    await renderWithProviders(<DocumentPage def={doc(true)} />, at);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Failed to fetch invoice data');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('defineDocument types', () => {
  it('checks the view against the document its query loads', () => {
    defineDocument({
      ns: 'invoices',
      query: (id) => ({ queryKey: ['invoice', id], queryFn: async () => ({ data: invoice }) }),
      backTo: '/',
      view: (inv) => ({
        // @ts-expect-error the document has `number`, not `numbr`
        title: { text: inv.numbr },
        lines: documentLines(linesTable, inv.lines),
        totals: { lines: [], grand: { key: 'total', label: 'summary.grandTotal', value: 0 } },
      }),
    });
    defineDocument({
      ns: 'invoices',
      query: (id) => ({ queryKey: ['invoice', id], queryFn: async () => ({ data: invoice }) }),
      backTo: '/',
      view: (inv) => ({
        title: { text: inv.number },
        // @ts-expect-error the lines table takes Line rows, not the invoice
        lines: documentLines(linesTable, [inv]),
        totals: { lines: [], grand: { key: 'total', label: 'summary.grandTotal', value: 0 } },
      }),
    });
  });
});
