// The /payment query string (?unit=&type_res_id=&from=&to=) as the contract's quote and
// reservation body. The office-details page sends dates (`YYYY-MM-DD`) for daily, monthly
// and yearly bookings and ISO date-times for hourly ones; hourly bookings travel as one
// date plus 24-hour `HH:mm` times (schemas/reservation.ts).
import dayjs from 'dayjs';
import { type components, typeResIdValues } from '@/api/generated/apiback';

export type QuoteBody = components['schemas']['ReservationQuoteRequest'];
export type TypeResId = QuoteBody['type_res_id'];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function readMoment(value: string | null): dayjs.Dayjs | null {
  if (!value) return null;
  const d = dayjs(value.trim());
  return d.isValid() ? d : null;
}

/**
 * The office page with the booking card set to this booking (unit, type and dates), so
 * the tenant can change the dates without losing the rest.
 */
export function detailsUrl(officeId: number, b: QuoteBody): string {
  const hourly = b.type_res_id === 1 && b.start_time && b.end_time;
  const q = new URLSearchParams({
    unit: String(b.unit_id),
    type_res_id: String(b.type_res_id),
    from: hourly ? `${b.start_date}T${b.start_time}:00` : b.start_date,
    to: hourly ? `${b.start_date}T${b.end_time}:00` : b.end_date,
  });
  return `/details/${officeId}?${q}`;
}

/** The booking the URL asks for, or null when a parameter is missing or unreadable. */
export function parseBookingParams(params: URLSearchParams): QuoteBody | null {
  const unitId = Number(params.get('unit'));
  const type = Number(params.get('type_res_id'));
  if (!Number.isInteger(unitId) || unitId < 1) return null;
  if (!(typeResIdValues as readonly number[]).includes(type)) return null;
  const fromRaw = params.get('from')?.trim() ?? '';
  const toRaw = params.get('to')?.trim() ?? '';
  const from = readMoment(fromRaw);
  const to = readMoment(toRaw);
  if (!from || !to) return null;
  const body: QuoteBody = {
    unit_id: unitId,
    type_res_id: type as TypeResId,
    start_date: from.format('YYYY-MM-DD'),
    end_date: to.format('YYYY-MM-DD'),
  };
  if (type !== 1) return body;
  // Hourly: one date; times from the date-times (a bare date cannot say which hours).
  if (DATE_ONLY.test(fromRaw) || DATE_ONLY.test(toRaw)) return null;
  const endsAtMidnight = to.isSame(from.startOf('day').add(1, 'day'));
  return {
    ...body,
    end_date: body.start_date,
    start_time: from.format('HH:mm'),
    // The contract's Time stops at 23:59; "00:00" as a departure means midnight (schemas/booking.ts).
    end_time: endsAtMidnight ? '00:00' : to.format('HH:mm'),
  };
}
