// /payment under faults (issue 20), against the embedded backend in both languages: a
// server error, no connection or a timeout is said as such (never "this unit is not
// available") with a retry that loads just that part again, and a failed payment keeps
// everything typed, the card included (it is wiped only once it has left for the gateway).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { PaymentPage } from '@/features/booking/payment-page';
import { dateOnly, daysFromRef } from '../../mocks/seed/kit';
import { seedSessions } from '../../mocks/testing/api';
import { server } from '../../mocks/node';
import { serveApp, actAs } from './helpers';

serveApp();

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Unit 1 is free 200 days on: the seed's reservations and calendar blocks sit at fixed dates
// (2027-03-01 is its last block), while these days count from the real today.
const PATH = `/payment?unit=1&type_res_id=2&from=${day(200)}&to=${day(202)}`;

const TEXT = {
  en: {
    server: 'The server ran into a problem. Please try again in a moment.',
    offline: 'You seem to be offline. Check your connection and try again.',
    retry: 'Try again',
  },
  ar: {
    server: 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى بعد قليل.',
    offline: 'يبدو أنك غير متصل بالإنترنت. تحقق من الاتصال وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
};

async function open(lng: 'en' | 'ar', path = PATH) {
  await seedSessions();
  actAs('tenant');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderWithProviders(<PaymentPage />, { lng, path, route: '/payment' });
}

const type = (id: string, value: string) =>
  fireEvent.change(screen.getByTestId(id), { target: { value } });

describe.each(['en', 'ar'] as const)('payment page faults (%s)', (lng) => {
  it('says a server error on the unit, and its retry loads the page', async () => {
    server.use(
      http.get('*/apiBack/v1/public/units/:id', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    await open(lng);
    const fault = await screen.findByTestId('booking-unit-fault', {}, { timeout: 10_000 });
    expect(fault.textContent).toContain(TEXT[lng].server);
    expect(screen.queryByTestId('booking-unit-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: TEXT[lng].retry }));
    await screen.findByTestId('payment-form', {}, { timeout: 10_000 });
  });

  it('says no connection on the price, and its retry brings the form', async () => {
    server.use(
      http.post('*/apiBack/v1/ordinaries/reservations/quote', () => HttpResponse.error(), {
        once: true,
      }),
    );
    await open(lng);
    const fault = await screen.findByTestId('booking-quote-fault', {}, { timeout: 10_000 });
    expect(fault.textContent).toContain(TEXT[lng].offline);
    expect(screen.queryByTestId('change-dates-problem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: TEXT[lng].retry }));
    await screen.findByTestId('payment-form', {}, { timeout: 10_000 });
  });

  it('brings the unit, the price and the pay button back with one retry once the fault clears', async () => {
    // Offline for both calls of the screen (the unit and the quote) until the fault clears.
    let down = true;
    server.use(
      http.get('*/apiBack/v1/public/units/:id', () => (down ? HttpResponse.error() : undefined)),
      http.post('*/apiBack/v1/ordinaries/reservations/quote', () =>
        down ? HttpResponse.error() : undefined,
      ),
    );
    await open(lng);
    await screen.findByTestId('booking-unit-fault', {}, { timeout: 10_000 });
    down = false;
    fireEvent.click(screen.getByRole('button', { name: TEXT[lng].retry }));
    await screen.findByTestId('payment-form', {}, { timeout: 10_000 });
    expect(screen.getByTestId('summary-total')).toBeTruthy();
    expect(screen.queryByTestId('booking-quote-fault')).toBeNull();
  });

  it('keeps the deposit chosen when a re-price fails on a server error and is retried', async () => {
    // Arrival inside WELCOME10's dates: the seed's days count from its own "today"
    // (SEED_REF_DATE), not the clock's, so the coupon's last day (+90) is one of its days.
    const seedDay = (n: number) => dateOnly(daysFromRef(n));
    await open(lng, `/payment?unit=1&type_res_id=2&from=${seedDay(84)}&to=${seedDay(86)}`);
    await screen.findByTestId('payment-form', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('pay-deposit'));
    let down = true;
    server.use(
      http.get('*/apiBack/v1/public/units/:id', () =>
        down ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
      http.post('*/apiBack/v1/ordinaries/reservations/quote', () =>
        down ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    type('coupon-input', 'WELCOME10');
    fireEvent.click(screen.getByTestId('coupon-apply'));
    await screen.findByTestId('booking-quote-fault', {}, { timeout: 10_000 });
    down = false;
    fireEvent.click(screen.getByRole('button', { name: TEXT[lng].retry }));
    await waitFor(() => expect(screen.queryByTestId('booking-quote-fault')).toBeNull(), {
      timeout: 10_000,
    });
    expect((screen.getByTestId('pay-deposit') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('summary-coupon')).toBeTruthy();
  });

  it('keeps the card and the terms when booking fails on a server error', async () => {
    server.use(
      http.post('*/apiBack/v1/ordinaries/reservations', () =>
        HttpResponse.json({ message: 'SQLSTATE[HY000]' }, { status: 500 }),
      ),
    );
    await open(lng);
    await screen.findByTestId('payment-form', {}, { timeout: 10_000 });
    type('card-card_number', '4111 1111 1111 1111');
    type('card-holder_name', 'Mohammed Alqahtani');
    type('card-expiry', '12/30');
    type('card-cvv', '123');
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.submit(screen.getByTestId('payment-form'));
    await waitFor(() =>
      expect(screen.getByTestId('payment-error').textContent).toBe(TEXT[lng].server),
    );
    expect((screen.getByTestId('card-card_number') as HTMLInputElement).value).toBe(
      '4111 1111 1111 1111',
    );
    expect((screen.getByTestId('card-cvv') as HTMLInputElement).value).toBe('123');
    expect((screen.getByTestId('accept-terms') as HTMLInputElement).checked).toBe(true);
  });
});
