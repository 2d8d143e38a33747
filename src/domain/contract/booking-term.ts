// The term of a booking's rent contract: from the arrival day to the stay's last day, which
// is the day before departure, or the arrival day itself for a stay inside one day (hourly).
// The backend's prefill and its seeded contracts read a booking the same way.
import { addDays } from '@schemas/lib/calendar-date';

/** `startAt` and `endAt` are the booking's wall times (`YYYY-MM-DD...`). */
export function bookingContractTerm(
  startAt: string,
  endAt: string,
): { start_date: string; end_date: string } {
  const start = startAt.slice(0, 10);
  const departure = endAt.slice(0, 10);
  return { start_date: start, end_date: departure > start ? addDays(departure, -1) : start };
}
