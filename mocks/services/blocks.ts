// Calendar blocks of a unit as slots: the booking and quote rules refuse them
// (`BookingContext.blocked`), the availability answer shows them (whole days
// `unavailable`, hours among `booked_hours`), and a new block may not cover a booking.
import { blockSlot } from '@schemas/calendar-block';
import type { ReservedSlot, SharedSlots } from '@schemas/lib/booking-period';
import { getStore } from '../backend';
import { derivedBy } from '../db/rows-by';
import type { CalendarBlockRow } from '../db/schema';

export function unitBlocks(unitId: number): CalendarBlockRow[] {
  return getStore().db.calendarBlocks.findMany((q) => q.where({ unit_id: unitId }));
}

export function blockToSlot(b: CalendarBlockRow): ReservedSlot | null {
  return blockSlot(b);
}

/**
 * Every closed slot of the unit (half-open local ranges). Without `exceptId` the list is
 * shared, frozen, until the blocks change (every booking check reads it).
 */
export function blockedSlots(unitId: number, exceptId?: number): SharedSlots {
  if (exceptId !== undefined)
    return unitBlocks(unitId)
      .filter((b) => b.id !== exceptId)
      .flatMap((b) => blockToSlot(b) ?? []);
  return derivedBy(getStore().db.calendarBlocks, 'unit_id', unitId, 'slots', (rows) =>
    Object.freeze(rows.flatMap((b) => blockToSlot(b) ?? [])),
  );
}
