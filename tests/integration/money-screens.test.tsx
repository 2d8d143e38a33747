// The money screens against the embedded backend (msw in Node, fresh seed per test), in
// both languages: transfers with filters and a transfer request, the month's statement and
// its chain to the previous month, the receiving method (masked, change by code, first
// save with the field messages) and the subscription.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore } from '../../mocks/backend';
import { seedSessions } from '../../mocks/testing/api';
import { previousMonth, riyadhMonth } from '@/domain';
import { renderWithProviders } from '@/components/testing/render';
import { PayoutPage } from '@/features/money/payout-page';
import { StatementsPage } from '@/features/money/statements-page';
import { SubscriptionPage } from '@/features/money/subscription-page';
import { routeComponent } from '@/components/testing/route-component';
import { dashboardRoutes as moneyRoutes } from '@/features/money/dashboard-routes';
import { serveApp } from './helpers';

// /dashboard/transactions: a listRoute (the transfers table in its frame with the balance).
const TransfersPage = await routeComponent(moneyRoutes, 'transactions');

serveApp();

beforeEach(async () => {
  await seedSessions();
  localStorage.setItem('user_token', 'test-token-lessor');
});

/** The amount in a formatted "SAR 1,250.50" / "1,250.50 ر.س" (the symbol has a dot too). */
const amount = (text: string | null) =>
  Number(/-?[\d,]+\.\d{2}/.exec(text ?? '')?.[0].replace(/,/g, '') ?? NaN);

describe('transfers (en)', () => {
  it('shows the balance, filters by status and asks for a transfer', async () => {
    await renderWithProviders(<TransfersPage />, { path: '/dashboard/transactions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Money transfers' })).toBeTruthy();
    await waitFor(() =>
      expect(amount(screen.getByTestId('balance-held').textContent)).toBeGreaterThan(0),
    );
    const table = screen.getByTestId('table-transfers');
    await within(table).findAllByText('TRF-000012');
    fireEvent.change(within(table).getByRole('combobox', { name: 'Status' }), {
      target: { value: 'failed' },
    });
    await waitFor(() => expect(within(table).queryAllByText('TRF-000012')).toHaveLength(0));
    expect(within(table).getAllByText('TRF-000003').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('request-transfer'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/bank account ending 7519 \(transfer fee SAR 10\.00\)/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(amount(screen.getByTestId('balance-held').textContent)).toBe(0));
    expect(
      getStore().db.transfers.findMany((q) => q.where({ lessor_id: 2, status: 'pending' })).length,
    ).toBe(2);
  });
});

describe('transfers without a receiving method (ar)', () => {
  it('prompts to add one and offers no transfer', async () => {
    await getStore().db.users.update((q) => q.where({ id: 2 }), {
      data(u) {
        u.payout_method = null;
      },
    });
    await renderWithProviders(<TransfersPage />, { lng: 'ar', path: '/dashboard/transactions' });
    const prompt = await screen.findByTestId('payout-missing');
    expect(
      within(prompt).getByRole('link', { name: 'إضافة طريقة استلام' }).getAttribute('href'),
    ).toBe('/dashboard/paymentReceiption');
    expect((screen.getByTestId('request-transfer') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('statements (ar)', () => {
  it('closes the month at opening + credits − debits, and opens it at last month’s close', async () => {
    const month = riyadhMonth(new Date().toISOString());
    await renderWithProviders(<StatementsPage />, {
      lng: 'ar',
      path: `/dashboard/statements?month=${month}`,
    });
    const totals = await screen.findByTestId('statement-totals');
    const line = (key: string) =>
      amount(totals.querySelector(`[data-line="${key}"]`)!.lastElementChild!.textContent);
    const opening = line('opening');
    expect(line('closing')).toBeCloseTo(opening + line('credits') - line('debits'), 2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^كشف الحساب — \S+ \d{4}$/,
    );
    expect(screen.getByRole('columnheader', { name: 'الرصيد المتبقي' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('statement-month'), {
      target: { value: previousMonth(month) },
    });
    await waitFor(() =>
      expect((screen.getByTestId('statement-month') as HTMLSelectElement).value).toBe(
        previousMonth(month),
      ),
    );
    await waitFor(() => expect(line('closing')).toBeCloseTo(opening, 2));
  });
});

describe('receiving method', () => {
  it('(en) is masked once saved; a change is confirmed with the code sent by SMS', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PayoutPage />, { path: '/dashboard/paymentReceiption' });
    const saved = await screen.findByTestId('payout-saved');
    expect(saved.textContent).toContain('SA03 •••• •••• •••• •••• 7519');
    expect(saved.textContent).toContain('Al Rajhi Bank');
    fireEvent.click(screen.getByTestId('payout-change'));
    await user.selectOptions(screen.getByTestId('payout-bank_code'), '10');
    await user.type(screen.getByTestId('payout-holder_name'), 'Masahat Business Co');
    await user.type(screen.getByTestId('payout-iban'), 'SA03 8000 0000 6080 1016 7519');
    fireEvent.click(screen.getByTestId('payout-submit'));
    expect((await screen.findByTestId('payout-error-iban')).textContent).toMatch(/another bank/);

    fireEvent.click(screen.getByTestId('payout-method-stc_pay'));
    await user.type(await screen.findByTestId('payout-stc_pay_mobile'), '0551234567');
    fireEvent.click(screen.getByTestId('payout-submit'));
    const dialog = await screen.findByTestId('payout-confirm');
    await within(dialog).findByText('0500000002');
    await user.type(within(dialog).getByTestId('payout-code'), '9999');
    fireEvent.click(within(dialog).getByTestId('payout-confirm-button'));
    expect(
      await within(dialog).findByText('The verification code is incorrect. Please try again.'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByTestId('payout-code'));
    await user.type(within(dialog).getByTestId('payout-code'), '1234');
    fireEvent.click(within(dialog).getByTestId('payout-confirm-button'));
    await waitFor(() =>
      expect(screen.getByTestId('payout-saved').textContent).toContain('0551234567'),
    );
    expect(screen.queryByTestId('payout-form')).toBeNull();
  });

  it('(ar) without one, the form opens at once and each mistake is said at its field', async () => {
    await getStore().db.users.update((q) => q.where({ id: 2 }), {
      data(u) {
        u.payout_method = null;
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<PayoutPage />, { lng: 'ar', path: '/dashboard/paymentReceiption' });
    await screen.findByTestId('payout-form');
    expect(screen.queryByTestId('payout-saved')).toBeNull();
    await user.selectOptions(screen.getByTestId('payout-bank_code'), '80');
    await user.type(screen.getByTestId('payout-holder_name'), 'شركة مساحات الأعمال');
    await user.type(screen.getByTestId('payout-iban'), 'SA0480000000608010167519');
    fireEvent.click(screen.getByTestId('payout-submit'));
    expect((await screen.findByTestId('payout-error-iban')).textContent).toMatch(/mod 97/);
    await user.clear(screen.getByTestId('payout-iban'));
    await user.type(screen.getByTestId('payout-iban'), 'SA0380000000608010167519');
    expect(screen.getByText('رمز البنك 80: مصرف الراجحي')).toBeTruthy();
    fireEvent.click(screen.getByTestId('payout-submit'));
    await waitFor(() => expect(screen.getByTestId('payout-saved').textContent).toContain('7519'));
  });
});

describe('subscription (ar)', () => {
  it('shows the membership, counts and dates, printable', async () => {
    await renderWithProviders(<SubscriptionPage />, { lng: 'ar', path: '/dashboard/subscription' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain(
      'الباقة الذهبية',
    );
    expect(screen.getByText('SUB-000002')).toBeTruthy();
    expect(screen.getByText('عدد الترقيات المؤقتة:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeTruthy();
  });
});
