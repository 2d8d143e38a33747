// The booking card of /details against the embedded backend (issue 11): days somebody
// booked are shown as booked in its calendar and refused at the field (defect 1), and a
// visitor's total is the total the tenant is quoted after login, fees and VAT included
// (defect 5).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { formatSar } from '@/domain';
import { BookingCard } from '@/features/office-details/booking-card';
import { call, seedSessions } from '../../mocks/testing/api';
import { getStore } from '../../mocks/backend';
import { server } from '../../mocks/node';
import { serveApp } from './helpers';

serveApp();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const day = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Office 1 as the details page reads it, its first unit booked by another tenant for two
 * days inside a free stretch (found on its calendar, relative to today): `free` is the day
 * before them, `booked` the first of them.
 */
async function officeWithBooking() {
  await seedSessions();
  const unit = getStore().db.units.findFirst((q) => q.where({ office_id: 1 }))!;
  await getStore().db.units.update((q) => q.where({ id: unit.id }), {
    data(u) {
      u.booking_mode = 'instant';
      u.length_limits = [];
    },
  });
  const calendar = await call('get', `/public/units/${unit.id}/availability`, {
    query: { from: day(0), to: day(120) },
  });
  const days = calendar.body.data.days as { date: string; state: string }[];
  const i = days.findIndex(
    (_d, k) => k > 10 && days.slice(k, k + 5).every((x) => x.state === 'available'),
  );
  const [free, booked, after] = [days[i].date, days[i + 1].date, days[i + 3].date];
  const made = await call('post', '/ordinaries/reservations', {
    as: 'tenant2',
    body: {
      unit_id: unit.id,
      type_res_id: 2,
      start_date: booked,
      end_date: after,
      pay_mode: 'full',
      accept_terms: true,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const office = await call('get', '/public/offices/1', {});
  return {
    office: office.body.data,
    unitId: unit.id,
    free,
    booked,
    after,
    later: days[i + 4].date,
  };
}

describe('booking card', () => {
  it('marks booked days in its calendar and refuses them at the field', async () => {
    const { office, free, booked, later } = await officeWithBooking();
    await renderWithProviders(<BookingCard units={office.units} />);
    const calendar = await screen.findByTestId('availability-calendar', {}, { timeout: 10_000 });
    const startInput = document.querySelector('input[name="start_date"]') as HTMLInputElement;
    const endInput = document.querySelector('input[name="end_date"]') as HTMLInputElement;
    // Bring the booked month into view by typing a date in it, then look at the day.
    fireEvent.change(startInput, { target: { value: free } });
    const cell = await waitFor(() => {
      const found = calendar.querySelector<HTMLButtonElement>(`[data-date="${booked}"]`);
      expect(found).toBeTruthy();
      return found!;
    });
    expect(cell.getAttribute('data-state')).toBe('booked');
    expect(cell.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cell);
    expect(startInput.value).toBe(free);
    // A stay across the booked days, typed anyway: the field says why, "Book now" stays off.
    fireEvent.change(endInput, { target: { value: later } });
    await waitFor(() =>
      expect(screen.getByTestId('booking-card').textContent).toContain(
        'Reserved days cannot be selected',
      ),
    );
    expect((screen.getByTestId('book-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a visitor the total the tenant pays after login', async () => {
    const { office, unitId, after, later } = await officeWithBooking();
    localStorage.clear();
    await renderWithProviders(<BookingCard units={office.units} />);
    await screen.findByTestId('availability-calendar', {}, { timeout: 10_000 });
    const startInput = document.querySelector('input[name="start_date"]') as HTMLInputElement;
    fireEvent.change(startInput, { target: { value: after } });
    fireEvent.change(document.querySelector('input[name="end_date"]')!, {
      target: { value: later },
    });
    const total = await screen.findByTestId('quote-total', {}, { timeout: 10_000 });
    const tenant = await call('post', '/ordinaries/reservations/quote', {
      as: 'tenant',
      body: { unit_id: unitId, type_res_id: 2, start_date: after, end_date: later },
    });
    expect(tenant.body.data.commission_value_tenant).toBeGreaterThan(0);
    await waitFor(() => expect(total.textContent).toBe(formatSar(tenant.body.data.total, 'en')));
  });

  it('lists a period the unit does not price as not available (spec: "an option isn\'t available")', async () => {
    await seedSessions();
    const office = (await call('get', '/public/offices/1', {})).body.data;
    // Its first unit without a yearly price (as a lessor who prices only shorter stays).
    const first = office.units[0];
    const unit = {
      ...first,
      prices: first.prices.filter((p: { type_res_id: number }) => p.type_res_id !== 4),
    };
    expect(unit.prices.length).toBeGreaterThan(0);
    await renderWithProviders(<BookingCard units={[unit]} />);
    const yearly = await screen.findByRole('option', { name: /Yearly \(not available\)/ });
    expect((yearly as HTMLOptionElement).disabled).toBe(true);
  });

  it('says a quote that failed on a server error, and its retry brings the price', async () => {
    await seedSessions();
    const office = (await call('get', '/public/offices/1', {})).body.data;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/apiBack/v1/public/reservations/quote', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    await renderWithProviders(<BookingCard units={office.units} />);
    const fault = await screen.findByTestId('booking-quote-fault', {}, { timeout: 10_000 });
    expect(fault.dataset.fault).toBe('server');
    expect(fault.textContent).toContain('The server ran into a problem');
    expect(screen.queryByTestId('quote-loading')).toBeNull();
    // The fault clears: the retry asks for the same choice's quote again.
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('quote-total', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('booking-quote-fault')).toBeNull();
  });

  it("opens on the first day the unit's notice allows, with its price (not on a refusal)", async () => {
    await seedSessions();
    const unit = getStore().db.units.findFirst((q) => q.where({ office_id: 1 }))!;
    await getStore().db.units.update((q) => q.where({ id: unit.id }), {
      data(u) {
        u.booking_mode = 'instant';
        u.length_limits = [];
        // Three days' notice: tomorrow, the card's usual first arrival, is refused.
        u.min_notice_hours = 72;
      },
    });
    const office = (await call('get', '/public/offices/1', {})).body.data;
    await renderWithProviders(<BookingCard units={office.units} />);
    const start = document.querySelector('input[name="start_date"]') as HTMLInputElement;
    // Already on the first render, before the calendar is known (what the server renders).
    expect(screen.queryByTestId('availability-calendar')).toBeNull();
    expect(start.value >= day(3)).toBe(true);
    await screen.findByTestId('quote-total', {}, { timeout: 10_000 });
    expect(start.value >= day(3)).toBe(true);
    expect(screen.queryByText(/booked further ahead/)).toBeNull();
  });
});
