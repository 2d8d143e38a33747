// Dates typed into forms or sent to the API must be plausible: a booking in year 9999 or a
// contract term ending in 2999 is a typo or an attack, never a plan.
import dayjs from 'dayjs';

/** True when the `YYYY-MM-DD` date lies within `years` years before or after `now`. */
export function withinYears(date: string, years: number, now: Date = new Date()): boolean {
  const d = dayjs(date);
  if (!d.isValid()) return false;
  const today = dayjs(now);
  return !d.isAfter(today.add(years, 'year')) && !d.isBefore(today.subtract(years, 'year'));
}
