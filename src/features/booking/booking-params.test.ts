import { describe, expect, it } from 'vitest';
import { parseBookingParams } from './booking-params';

const parse = (q: string) => parseBookingParams(new URLSearchParams(q));

describe('parseBookingParams', () => {
  it('reads a daily booking from dates', () => {
    expect(parse('unit=1&type_res_id=2&from=2027-02-09&to=2027-02-12')).toEqual({
      unit_id: 1,
      type_res_id: 2,
      start_date: '2027-02-09',
      end_date: '2027-02-12',
    });
  });

  it('reads a daily booking sent as ISO date-times', () => {
    expect(parse('unit=3&type_res_id=3&from=2027-01-05T00:00:00&to=2027-03-05T00:00:00')).toEqual({
      unit_id: 3,
      type_res_id: 3,
      start_date: '2027-01-05',
      end_date: '2027-03-05',
    });
  });

  it('turns an hourly booking into one date and 24-hour times', () => {
    expect(parse('unit=2&type_res_id=1&from=2027-01-05T09:00&to=2027-01-05T13:30')).toEqual({
      unit_id: 2,
      type_res_id: 1,
      start_date: '2027-01-05',
      end_date: '2027-01-05',
      start_time: '09:00',
      end_time: '13:30',
    });
  });

  it("reads the office page's hourly slot (local date-times) ending at midnight", () => {
    expect(
      parse('unit=2&type_res_id=1&from=2027-01-05T20:00:00&to=2027-01-06T00:00:00'),
    ).toMatchObject({
      start_date: '2027-01-05',
      end_date: '2027-01-05',
      start_time: '20:00',
      end_time: '00:00',
    });
  });

  it('refuses missing or unreadable parameters', () => {
    expect(parse('type_res_id=2&from=2027-02-09&to=2027-02-12')).toBeNull();
    expect(parse('unit=1&type_res_id=7&from=2027-02-09&to=2027-02-12')).toBeNull();
    expect(parse('unit=1&type_res_id=2&from=soon&to=2027-02-12')).toBeNull();
    expect(parse('unit=1&type_res_id=1&from=2027-02-09&to=2027-02-09')).toBeNull();
  });
});
