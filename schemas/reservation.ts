// The reservation request of the contract (ReservationInput): the booking rules of
// schemas/booking.ts applied to `type_res_id` + dates + 24-hour times, plus the payment
// mode and the terms. Business accounts cannot book: that is a role rule (403), not here.
import { z } from 'zod';
import { payModeValues } from '@/api/generated/apiback';
import { checkReservationBody, type BookingContext } from './booking';
import { acceptedTerms, dateField, idField, optionalText, ruleObject } from './fields';
import { msg } from './messages';
import { couponCodeField, TYPE_RES_IDS } from './prices';

/** The contract's PayMode, as generated. */
export const PAY_MODES = payModeValues;

const time24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg('timeFormat') });

const reservationBodySchema = ruleObject({
  unit_id: idField(),
  type_res_id: z.literal(TYPE_RES_IDS, { error: msg('required') }),
  start_date: dateField(),
  end_date: dateField(),
  start_time: time24.optional(),
  end_time: time24.optional(),
  coupon_code: couponCodeField().optional(),
});

/** The quote request: the same booking rules, no payment fields. */
export function createReservationQuoteSchema(context: BookingContext = {}) {
  return reservationBodySchema.superRefine((body, ctx) => {
    const failure = checkReservationBody(body, context);
    if (failure) ctx.addIssue({ code: 'custom', message: msg(failure.key), path: [failure.path] });
  });
}

// Built once: the backend makes a schema per request (its context holds the unit's calendar),
// and extending the object shape each time cost 2.5% of the mock server's CPU under the
// backend bench (2026-11-29).
const reservationInputSchema = reservationBodySchema.extend({
  pay_mode: z.enum(PAY_MODES, { error: msg('required') }),
  accept_terms: acceptedTerms(),
  notes: optionalText(),
});

/** The booking itself: rules, pay mode (full or deposit), terms accepted. */
export function createReservationSchema(context: BookingContext = {}) {
  return reservationInputSchema.superRefine((body, ctx) => {
    const failure = checkReservationBody(body, context);
    if (failure) ctx.addIssue({ code: 'custom', message: msg(failure.key), path: [failure.path] });
  });
}
