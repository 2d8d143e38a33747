import { describe, expect, it } from 'vitest';
import { createReservationQuoteSchema, createReservationSchema } from './reservation';
import { issuesOf } from './test-helpers';

const now = new Date(2026, 10, 21, 10, 0);
const body = {
  unit_id: 1,
  type_res_id: 2,
  start_date: '2026-12-01',
  end_date: '2026-12-04',
  pay_mode: 'deposit',
  accept_terms: true,
};

describe('reservation body (contract ReservationInput)', () => {
  it('accepts a valid daily booking', () => {
    expect(createReservationSchema({ now }).parse(body)).toMatchObject({
      type_res_id: 2,
      accept_terms: true,
    });
  });

  it('applies the booking rules with contract field names', () => {
    const schema = createReservationSchema({
      now,
      reserved: [{ start: '2026-12-02', end: '2026-12-03' }],
    });
    expect(issuesOf(schema, body).start_date).toBe('validation:reservedDays');
    expect(
      issuesOf(createReservationSchema({ now }), { ...body, end_date: '2027-01-15' }).end_date,
    ).toBe('validation:dailyMax');
    const hourly = {
      ...body,
      type_res_id: 1,
      end_date: '2026-12-01',
      start_time: '14:00',
      end_time: '13:00',
    };
    expect(issuesOf(createReservationSchema({ now }), hourly).end_time).toBe(
      'validation:startBeforeEndHours',
    );
    expect(
      createReservationSchema({ now }).safeParse({ ...hourly, end_time: '00:00' }).success,
    ).toBe(true);
  });

  it('needs terms and a pay mode', () => {
    expect(
      issuesOf(createReservationSchema({ now }), { ...body, accept_terms: false }).accept_terms,
    ).toBe('validation:acceptTerms');
    expect(
      issuesOf(createReservationSchema({ now }), { ...body, pay_mode: undefined }).pay_mode,
    ).toBe('validation:required');
  });

  it('the quote request uses the same rules', () => {
    const { pay_mode: _p, accept_terms: _t, ...quote } = body;
    expect(createReservationQuoteSchema({ now }).safeParse(quote).success).toBe(true);
    expect(
      issuesOf(createReservationQuoteSchema({ now }), { ...quote, start_date: '2026-11-01' })
        .start_date,
    ).toBe('validation:bookingPast');
  });
});
