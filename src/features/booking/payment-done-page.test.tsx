import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/components/testing/render';
import { PaymentDonePage } from './payment-done-page';

const reservation = {
  id: 68,
  status: 'accepted',
  booking_date: '2026-11-21T10:00:00Z',
  start_date: '2027-02-09',
  end_date: '2027-02-12',
  type_res_id: 2,
  total_amount: 1825.74,
  paid_amount: 1825.74,
  remaining_amount: 0,
  unit: { id: 1, name: 'Private office 1' },
  office: { id: 1, name: 'Masahat Al Olaya' },
  tenant: { id: 1, name: 'Mohammed' },
  invoice_id: 37,
};

function answer(payment: Record<string, unknown>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.includes('/ordinaries/payments/') ? payment : reservation;
    return new Response(JSON.stringify({ data: body }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const payment = (over: Record<string, unknown>) => ({
  id: 44,
  reservation_id: 68,
  method: 'gateway',
  pay_mode: 'full',
  amount: 1825.74,
  created_at: '2026-11-21T10:00:00Z',
  ...over,
});

async function open(path: string) {
  await renderWithProviders(
    <Routes>
      <Route path="/payment_done/:id" element={<PaymentDonePage />} />
      <Route path="/payment-error" element={<p>payment error page</p>} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  localStorage.setItem('user_token', 't');
  localStorage.setItem('user_type', 'ordinary');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('PaymentDonePage', () => {
  it('shows the reservation and its invoice once the backend says paid', async () => {
    answer(payment({ status: 'paid' }));
    await open('/payment_done/68?payment_id=44');
    expect((await screen.findByTestId('done-reservation-number')).textContent).toBe('68');
    expect(screen.getByTestId('done-invoice-link').getAttribute('href')).toBe(
      '/dashboard/contracts/invoice-tenant-details/37',
    );
  });

  it('sends a failed payment to /payment-error', async () => {
    answer(payment({ status: 'failed' }));
    await open('/payment_done/68?payment_id=44');
    expect(await screen.findByText('payment error page')).toBeTruthy();
  });

  it('does not trust a payment of another reservation', async () => {
    answer(payment({ status: 'paid', reservation_id: 99 }));
    await open('/payment_done/68?payment_id=44');
    expect(await screen.findByTestId('payment-done-problem')).toBeTruthy();
    expect(screen.queryByTestId('payment-done')).toBeNull();
  });

  it('waits for the office on a bank transfer', async () => {
    answer(payment({ status: 'awaiting_confirmation', method: 'bank' }));
    await open('/payment_done/68?payment_id=44');
    expect(await screen.findByTestId('payment-waiting')).toBeTruthy();
    expect(screen.queryByTestId('done-invoice-link')).toBeNull();
  });
});
