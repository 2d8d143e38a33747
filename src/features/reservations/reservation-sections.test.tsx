// An order's details say the hours of an hourly order (arrival and departure, AM/PM), as the
// orders list does; a daily order shows its dates alone. Both languages.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/apiback';
import { renderWithProviders } from '@/components/testing/render';
import { ReservationSections } from './reservation-sections';

type Reservation = components['schemas']['Reservation'];

afterEach(cleanup);

const order = (over: Partial<Reservation>) =>
  ({
    id: 24,
    status: 'processing',
    booking_date: '2026-11-21T09:00:00Z',
    start_date: '2027-02-15',
    end_date: '2027-02-15',
    type_res_id: 2,
    duration: 1,
    tenant: { id: 1, name: 'هيفاء الشمري', phone: '+966500000113' },
    unit: { id: 3, name: 'مساحة عمل مشتركة 1', code: 'U0003' },
    office: { id: 5, name: 'ركن الأعمال الملقا' },
    total_amount: 16301,
    paid_amount: 0,
    remaining_amount: 16301,
    ...over,
  }) as Reservation;

/** The value shown beside a label of the order card. */
const valueOf = (label: string) =>
  screen.getByText(label, { exact: false }).parentElement!.textContent!.replace(/\u200e/g, '');

describe.each([
  ['en', 'Start', 'Expiry'],
  ['ar', 'البداية', 'تاريخ الانتهاء'],
] as const)('order details (%s)', (lng, start, end) => {
  it('an hourly order shows its arrival and departure times', async () => {
    await renderWithProviders(
      <ReservationSections
        reservation={order({ type_res_id: 1, duration: 3, start_time: '09:00', end_time: '12:00' })}
      />,
      { lng },
    );
    expect(valueOf(start)).toContain('2027-02-15 09:00 AM');
    expect(valueOf(end)).toContain('2027-02-15 12:00 PM');
  });

  it('a daily order shows its dates only', async () => {
    await renderWithProviders(<ReservationSections reservation={order({})} />, { lng });
    expect(valueOf(start)).toContain('2027-02-15');
    expect(valueOf(start)).not.toMatch(/AM|PM/);
  });
});
