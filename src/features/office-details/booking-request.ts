// The booking card's choice as the booking schema's input and as the /payment link.
// Weekly, monthly and yearly bookings are picked as a start date plus a count, so their
// end always falls on a whole week or the same day of the month (spec section 5).
import dayjs from 'dayjs';
import type { components } from '@/api/generated/apiback';
import {
  bookingDuration,
  bookingEndDate,
  bookingSlot,
  periodFromTypeResId,
  type PeriodType,
} from '@/domain';
import type { BookingInput } from '@schemas/booking-rules';

export type BookablePeriod = PeriodType;

export interface BookingChoice {
  unitId: number;
  period: BookablePeriod;
  /** Arrival date `YYYY-MM-DD`. */
  start: string;
  /** Daily: departure date (exclusive) `YYYY-MM-DD`. */
  end?: string;
  /** Weekly / monthly / yearly: number of weeks, months or years. */
  count?: number;
  /** Hourly: `HH:mm` (24-hour). */
  fromTime?: string;
  toTime?: string;
}

export const TYPE_RES: Record<BookablePeriod, components['schemas']['TypeResId']> = {
  hourly: 1,
  daily: 2,
  monthly: 3,
  yearly: 4,
  weekly: 5,
};

/** The schema input (checkBooking) of a choice; monthly/yearly end computed from the count. */
export function toBookingInput(c: BookingChoice): BookingInput {
  if (c.period === 'hourly')
    return {
      period: 'hourly',
      start_date: c.start,
      arrival_time: c.fromTime || undefined,
      departure_time: c.toTime || undefined,
    };
  let end = c.end;
  if (c.period !== 'daily' && c.count && dayjs(c.start, 'YYYY-MM-DD', true).isValid()) {
    try {
      end = bookingEndDate(c.period, c.start, c.count);
    } catch {
      end = undefined;
    }
  }
  return { period: c.period, start_date: c.start, end_date: end };
}

/**
 * The choice a link carries in the same parameters as the payment page (`/details/:id?unit=
 * &type_res_id=&from=&to=`, the payment page's "change the dates"), or null.
 */
export function choiceFromParams(p: URLSearchParams): BookingChoice | null {
  const unitId = Number(p.get('unit'));
  const period = periodFromTypeResId(p.get('type_res_id') ?? '');
  const from = p.get('from') ?? '';
  const to = p.get('to') ?? '';
  if (!(unitId > 0) || !period || !dayjs(from).isValid() || !dayjs(to).isValid()) return null;
  const start = from.slice(0, 10);
  if (period === 'hourly')
    return { unitId, period, start, fromTime: from.slice(11, 16), toTime: to.slice(11, 16) };
  if (period === 'daily') return { unitId, period, start, end: to.slice(0, 10) };
  const count = bookingDuration({ period, start_date: start, end_date: to.slice(0, 10) }) ?? 1;
  return { unitId, period, start, count: Math.max(1, count) };
}

/**
 * `/payment?unit=&type_res_id=&from=&to=` (the payment page reads exactly these).
 * Dates for daily, monthly and yearly (`to` exclusive); local ISO date-times
 * (`YYYY-MM-DDTHH:mm:ss`, office time, no offset) for hourly bookings.
 */
export function paymentUrl(c: BookingChoice): string | null {
  const input = toBookingInput(c);
  let from: string;
  let to: string;
  if (c.period === 'hourly') {
    const slot = bookingSlot(input);
    if (!slot) return null;
    ({ start: from, end: to } = slot);
  } else {
    if (!input.end_date) return null;
    from = input.start_date;
    to = input.end_date;
  }
  const q = new URLSearchParams({
    unit: String(c.unitId),
    type_res_id: String(TYPE_RES[c.period]),
    from,
    to,
  });
  return `/payment?${q}`;
}
