// The money documents against the embedded backend (msw in Node, fresh seed per test), in
// both languages: a transfer's detail reconciles with the ledger's row (the bookings it
// settles add up to its entitlement, less the fee is the net), and the statement's CSV is
// a chain: every movement's balance is the one before it plus its credit minus its debit,
// from the opening balance to the closing one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getStore } from '../../mocks/backend';
import { seedSessions } from '../../mocks/testing/api';
import { fromHalalas, previousMonth, riyadhMonth, toHalalas } from '@/domain';
import { renderWithProviders } from '@/components/testing/render';
import { StatementsPage } from '@/features/money/statements-page';
import { SubscriptionPage } from '@/features/money/subscription-page';
import { TransferDetailPage } from '@/features/money/transfer-detail-page';
import { serveApp } from './helpers';

serveApp();

beforeEach(async () => {
  await seedSessions();
  localStorage.setItem('user_token', 'test-token-lessor');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The amount in a formatted "SAR 1,250.50" / "1,250.50 ر.س" (the symbol has a dot too). */
const amount = (text: string | null) =>
  Number(/-?[\d,]+\.\d{2}/.exec(text ?? '')?.[0].replace(/,/g, '') ?? NaN);

/** A completed transfer of the demo lessor that settled more than one booking. */
function settledTransfer() {
  const rows = getStore().db.transfers.findMany((q) =>
    q.where({ lessor_id: 2, status: 'completed' }),
  );
  const row = rows.find((t) => new Set(t.items.map((i) => i.reservation_id)).size > 1);
  if (!row) throw new Error('the seed has no completed transfer of several bookings');
  return row;
}

describe.each(['ar', 'en'] as const)('transfer detail (%s)', (lng) => {
  it('lists the bookings it settles; they add up to its entitlement, less the fee = net', async () => {
    const row = settledTransfer();
    await renderWithProviders(<TransferDetailPage />, {
      lng,
      path: `/dashboard/transactions/${row.id}`,
      route: '/dashboard/transactions/:id',
    });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toContain(row.number);
    const totals = screen.getByTestId('transfer-totals');
    const line = (key: string) =>
      amount(totals.querySelector(`[data-line="${key}"]`)!.lastElementChild!.textContent);
    expect(line('entitlement')).toBeCloseTo(row.entitlement_amount, 2);
    expect(line('fees')).toBeCloseTo(row.fees, 2);
    expect(line('net')).toBeCloseTo(row.net_amount, 2);
    expect(toHalalas(line('entitlement')) - toHalalas(line('fees'))).toBe(toHalalas(line('net')));

    const bookings = new Set(row.items.map((i) => i.reservation_id));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(bookings.size);
    // The "settled" column (third money cell from the end, before the booking link).
    const settled = rows.map((r) => {
      const cells = within(r).getAllByRole('cell');
      return toHalalas(amount(cells[cells.length - 2].textContent));
    });
    expect(fromHalalas(settled.reduce((s, v) => s + v, 0))).toBeCloseTo(line('entitlement'), 2);
    for (const id of bookings) expect(within(table).getByText(`#${id}`)).toBeTruthy();
  });
});

describe('statement CSV (en)', () => {
  it('chains every balance from the opening to the closing', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // happy-dom would follow the download link and leave the page's origin (the next
    // test's API calls would then be cross-origin).
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    // Last month: a whole month of movements (bookings paid, refunds, transfers).
    const month = previousMonth(riyadhMonth(new Date().toISOString()));
    await renderWithProviders(<StatementsPage />, {
      path: `/dashboard/statements?month=${month}`,
    });
    await screen.findByTestId('statement-totals', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('statement-csv'));
    await waitFor(() => expect(blob).toBeDefined());
    const lines = (await blob!.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Statement,Debit,Credit,Remaining balance');
    // The last three cells are plain amounts (the text before them may hold commas).
    const tail = (l: string) => l.split(',').slice(-3);
    const cents = (v: string) => (v === '' ? 0 : toHalalas(Number(v)));
    const [opening, ...rest] = lines.slice(1);
    const closing = rest.pop()!;
    expect(opening).toMatch(new RegExp(`^${month}-01,Opening balance,,,`));
    expect(closing).toMatch(/,Closing balance,/);
    expect(rest.length).toBeGreaterThan(0);
    let balance = cents(tail(opening)[2]);
    let debits = 0;
    let credits = 0;
    for (const l of rest) {
      const [debit, credit, after] = tail(l).map(cents);
      expect(l.startsWith(month)).toBe(true);
      balance += credit - debit;
      debits += debit;
      credits += credit;
      expect(after).toBe(balance);
    }
    expect(tail(closing).map(cents)).toEqual([debits, credits, balance]);
  });
});

describe('subscription (en)', () => {
  it('shows the membership in English, its counts and dates, printable', async () => {
    localStorage.setItem('i18nextLng', 'en'); // the API answers in the app's language
    await renderWithProviders(<SubscriptionPage />, { path: '/dashboard/subscription' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toContain('Gold membership');
    expect(screen.getByText('SUB-000002')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Temporary upgrades:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
