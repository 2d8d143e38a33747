// Day states of a unit (and an office = its units) over a date range, from the domain's
// calendar rule; booked hours for hourly days.
import dayjs from 'dayjs';
import { AVAILABILITY_WINDOW_DAYS, dayState, type CalendarReservation } from '@/domain';
import { msg } from '@schemas/messages';
import type { components } from '@/api/generated/apiback';
import { getStore } from '../backend';
import { ApiFailure, MESSAGES } from '../lib/http';

type CalendarDay = components['schemas']['CalendarDay'];
const LIVE = ['pending', 'processing', 'accepted', 'active', 'complete'];

export function unitReservations(unitId: number): CalendarReservation[] {
  return getStore()
    .db.reservations.findMany((q) => q.where({ unit_id: unitId }))
    .filter((r) => LIVE.includes(r.status))
    .map((r) => ({ start: r.start_at, end: r.end_at, period: r.period }));
}

export function dateRange(from: string, to: string): string[] {
  const a = dayjs(from);
  const b = dayjs(to);
  if (!a.isValid() || !b.isValid() || b.isBefore(a))
    throw new ApiFailure(422, MESSAGES.invalidInput, { to: [msg('dateRange')] });
  if (b.diff(a, 'day') > AVAILABILITY_WINDOW_DAYS)
    throw new ApiFailure(422, MESSAGES.invalidInput, { to: [msg('dateRange')] });
  const out: string[] = [];
  for (let d = a; !d.isAfter(b); d = d.add(1, 'day')) out.push(d.format('YYYY-MM-DD'));
  return out;
}

export function unitDays(unitId: number, dates: string[]): CalendarDay[] {
  const res = unitReservations(unitId);
  return dates.map((date) => {
    const state = dayState(date, res);
    const day: CalendarDay = { date, state };
    const touching = res.filter(
      (r) =>
        r.start.slice(0, 10) <= date && r.end.slice(0, 10) >= date && r.end > `${date}T00:00:00`,
    );
    if (touching.length) day.reservations_count = touching.length;
    if (state === 'hourly_booked') {
      day.booked_hours = touching.map((r) => ({
        from: r.start.slice(11, 16),
        to: r.end.slice(0, 10) > date ? '23:59' : r.end.slice(11, 16),
      }));
    }
    return day;
  });
}

/** An office day: reserved when every unit is, otherwise the most telling unit state. */
export function officeDays(unitIds: number[], dates: string[]): CalendarDay[] {
  const perUnit = unitIds.map((id) => unitDays(id, dates));
  return dates.map((date, i) => {
    const states = perUnit.map((days) => days[i]);
    if (!states.length) return { date, state: 'available' };
    const busy = states.filter((d) => d.state !== 'available');
    const count = busy.reduce((s, d) => s + (d.reservations_count ?? 0), 0);
    if (busy.length === 0) return { date, state: 'available' };
    const state =
      busy.length === states.length && busy.every((d) => d.state === 'reserved')
        ? 'reserved'
        : busy.every((d) => d.state === 'hourly_booked')
          ? 'hourly_booked'
          : 'partially_booked';
    const day: CalendarDay = { date, state, reservations_count: count };
    if (state === 'hourly_booked') day.booked_hours = busy.flatMap((d) => d.booked_hours ?? []);
    return day;
  });
}
