// The tenant's booking detail against the embedded backend (issue 11): amounts paid and
// left, the way to pay the rest, the refund the policy gives shown before cancelling, then
// the cancellation in the history — in English and Arabic.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { cancellationRefund } from '@/domain';
import { BookingDetailPage } from '@/features/tenant-bookings/booking-detail-page';
import { getStore } from '../../mocks/backend';
import { call, seedSessions } from '../../mocks/testing/api';
import { serveApp, actAs } from './helpers';

serveApp();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A deposit booking of the demo tenant, 3 days ahead, on a unit with the moderate policy. */
async function depositBooking() {
  await seedSessions();
  const unit = getStore()
    .db.units.findMany((q) => q.where({ owner_id: 2, status: 'published' }))
    .find((u) => u.display_status === 'published' && u.prices.some((p) => p.type_res_id === 2))!;
  await getStore().db.units.update((q) => q.where({ id: unit.id }), {
    data(u) {
      u.booking_mode = 'instant';
      u.cancellation_policy = 'moderate';
      u.length_limits = [];
      u.min_notice_hours = 0;
    },
  });
  const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
  // The first free night from 3 days ahead (the seed's own bookings stay where they are).
  let start = 3;
  for (; ; start++) {
    const q = await call('post', '/public/reservations/quote', {
      body: { unit_id: unit.id, type_res_id: 2, start_date: day(start), end_date: day(start + 1) },
    });
    if (q.status === 200) break;
  }
  const made = await call('post', '/ordinaries/reservations', {
    as: 'tenant',
    body: {
      unit_id: unit.id,
      type_res_id: 2,
      start_date: day(start),
      end_date: day(start + 1),
      pay_mode: 'deposit',
      accept_terms: true,
    },
  });
  const id = made.body.data.id as number;
  const session = await call('post', '/ordinaries/payments/gateway-session', {
    as: 'tenant',
    body: { reservation_id: id, pay_mode: 'deposit' },
  });
  await call('get', `/ordinaries/payments/${session.body.data.payment_id}`, { as: 'tenant' });
  actAs('tenant');
  return { id, startAt: `${day(start)}T00:00:00` };
}

describe.each(['en', 'ar'] as const)('booking detail (%s)', (lng) => {
  it('shows what is left to pay and the refund before cancelling', async () => {
    const { id, startAt } = await depositBooking();
    await renderWithProviders(<BookingDetailPage />, {
      lng,
      path: `/dashboard/bookings/${id}`,
      route: '/dashboard/bookings/:id',
    });
    const money = await screen.findByTestId('booking-money', {}, { timeout: 10_000 });
    expect(within(money).getByTestId('pay-rest').getAttribute('href')).toBe(
      `/payment?reservation=${id}`,
    );
    fireEvent.click(screen.getByTestId('cancel-booking'));
    const refund = await screen.findByTestId('cancel-refund', {}, { timeout: 10_000 });
    // What the moderate policy gives now, by the domain's one schedule.
    const { percent } = cancellationRefund({
      policy: 'moderate',
      status: 'accepted',
      startAt,
      paid: 100,
    });
    expect(refund.textContent).toContain(`(${percent}`);
    fireEvent.change(screen.getByTestId('cancel-dialog-reason'), {
      target: { value: lng === 'ar' ? 'تغيرت خطط العمل' : 'Plans changed' },
    });
    fireEvent.click(screen.getByTestId('cancel-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('booking-refund').length).toBe(1), {
      timeout: 10_000,
    });
    const history = screen.getByTestId('booking-history').textContent ?? '';
    expect(history).toContain(lng === 'ar' ? 'ملغى' : 'Cancelled');
    expect(screen.queryByTestId('pay-rest')).toBeNull();
  });
});
