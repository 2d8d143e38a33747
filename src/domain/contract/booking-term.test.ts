import { describe, expect, it } from 'vitest';
import { bookingContractTerm } from './booking-term';

describe("a booking's contract term", () => {
  it('ends the day before departure', () => {
    expect(bookingContractTerm('2027-01-10T14:00:00', '2027-01-13T12:00:00')).toEqual({
      start_date: '2027-01-10',
      end_date: '2027-01-12',
    });
  });

  it('is the arrival day for a stay inside one day', () => {
    expect(bookingContractTerm('2027-01-10T10:00:00', '2027-01-10T13:00:00')).toEqual({
      start_date: '2027-01-10',
      end_date: '2027-01-10',
    });
  });

  it('crosses a month and a year end', () => {
    expect(bookingContractTerm('2026-12-30', '2027-01-01').end_date).toBe('2026-12-31');
    expect(bookingContractTerm('2027-02-27', '2027-03-01').end_date).toBe('2027-02-28');
  });
});
