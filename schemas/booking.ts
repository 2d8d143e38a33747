// The booking form's zod schema (spec section 5): the shape of the five period types and,
// through createBookingSchema, the rules of ./booking-rules.ts (plain functions, re-exported
// here for the callers that validate with zod anyway).
import { z } from 'zod';
import { PERIOD_TYPES } from './lib/booking-period';
import { checkBooking, type BookingContext, type BookingInput } from './booking-rules';
import { invalidInput, ruleObject } from './fields';
import { msg } from './messages';

export * from './booking-rules';

const dateText = z.string({ error: msg('required') }).min(1, { error: msg('required') });

// What the form parses is the rules' BookingInput (`satisfies`: tsc fails when they drift).
export const bookingInputSchema = ruleObject({
  period: z.enum(PERIOD_TYPES, { error: msg('required') }),
  /** Arrival date `YYYY-MM-DD` (the only date of an hourly booking). */
  start_date: dateText,
  /** Departure date `YYYY-MM-DD` (exclusive); ignored for hourly bookings. */
  end_date: z.string(invalidInput).optional(),
  /** Hourly only: `hh:mm AM|PM` (or 24-hour `HH:mm`). */
  arrival_time: z.string(invalidInput).optional(),
  /** Hourly only: `hh:mm AM|PM` (or 24-hour `HH:mm`). */
  departure_time: z.string(invalidInput).optional(),
}) satisfies z.ZodType<BookingInput, BookingInput>;

/** The booking schema for a given clock and reserved calendar. */
export function createBookingSchema(context: BookingContext = {}) {
  return bookingInputSchema.superRefine((input, ctx) => {
    const failure = checkBooking(input, context);
    if (failure) ctx.addIssue({ code: 'custom', message: msg(failure.key), path: [failure.path] });
  });
}
