// Day states of a unit (and an office = its units) over a date range, from the domain's
// calendar rule, with the lessor's blocks: a day a block closes entirely is `unavailable`;
// blocked hours count like booked hours (the public sees them as taken, without the why).
import dayjs from 'dayjs';
import {
  AVAILABILITY_WINDOW_DAYS,
  dayState,
  isFullyReserved,
  type CalendarReservation,
} from '@/domain';
import { msg } from '@schemas/messages';
import { holdsDays } from '@/domain/reservation/actions';
import type { ReservedSlot } from '@schemas/lib/booking-period';
import type { components } from '@/api/generated/apiback';
import { getStore } from '../backend';
import { ApiFailure, MESSAGES } from '../lib/http';
import { blockedSlots } from './blocks';

type CalendarDay = components['schemas']['CalendarDay'];

export function unitReservations(unitId: number): CalendarReservation[] {
  return getStore()
    .db.reservations.findMany((q) => q.where({ unit_id: unitId }))
    .filter((r) => holdsDays(r.status))
    .map((r) => ({ start: r.start_at, end: r.end_at, period: r.period }));
}

export function dateRange(from: string, to: string, maxDays = AVAILABILITY_WINDOW_DAYS): string[] {
  const a = dayjs(from);
  const b = dayjs(to);
  if (!a.isValid() || !b.isValid() || b.isBefore(a))
    throw new ApiFailure(422, MESSAGES.invalidInput, { to: [msg('dateRange')] });
  if (b.diff(a, 'day') > maxDays)
    throw new ApiFailure(422, MESSAGES.invalidInput, { to: [msg('dateRange')] });
  const out: string[] = [];
  for (let d = a; !d.isAfter(b); d = d.add(1, 'day')) out.push(d.format('YYYY-MM-DD'));
  return out;
}

const touches = (s: ReservedSlot, date: string) =>
  s.start.slice(0, 10) <= date && s.end.slice(0, 10) >= date && s.end > `${date}T00:00:00`;

function hoursOf(s: ReservedSlot, date: string) {
  return {
    from: s.start.slice(0, 10) < date ? '00:00' : s.start.slice(11, 16),
    to: s.end.slice(0, 10) > date ? '23:59' : s.end.slice(11, 16),
  };
}

export function unitDays(unitId: number, dates: string[]): CalendarDay[] {
  const res = unitReservations(unitId);
  const blocks = blockedSlots(unitId);
  return dates.map((date) => {
    const window = { start: dayjs(date), end: dayjs(date).add(1, 'day') };
    const dayBlocks = blocks.filter((b) => touches(b, date));
    if (dayBlocks.length && isFullyReserved(window, dayBlocks))
      return { date, state: 'unavailable' };
    const asHourly = dayBlocks.map((b) => ({ ...b, period: 'hourly' as const }));
    const state = dayState(date, [...res, ...asHourly]);
    const day: CalendarDay = { date, state };
    const touching = res.filter((r) => touches(r, date));
    if (touching.length) day.reservations_count = touching.length;
    if (state === 'hourly_booked' || (state === 'partially_booked' && dayBlocks.length)) {
      day.booked_hours = [...touching, ...dayBlocks]
        .map((s) => hoursOf(s, date))
        .sort((a, b) => a.from.localeCompare(b.from))
        .slice(0, 12);
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
    if (busy.length === states.length && busy.every((d) => d.state === 'unavailable'))
      return { date, state: 'unavailable' };
    const state =
      busy.length === states.length &&
      busy.every((d) => ['reserved', 'unavailable'].includes(d.state))
        ? 'reserved'
        : busy.every((d) => d.state === 'hourly_booked')
          ? 'hourly_booked'
          : 'partially_booked';
    const day: CalendarDay = { date, state, reservations_count: count };
    if (state === 'hourly_booked') day.booked_hours = busy.flatMap((d) => d.booked_hours ?? []);
    return day;
  });
}
