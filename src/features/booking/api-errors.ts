// A failed apiBack call as messages to show: per-field messages (422, `validation:*`
// keys or plain text) and one general message.
import type { components } from '@/api/generated/apiback';

export type ApiError = components['schemas']['ApiError'];
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: ApiError | undefined | null): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(error?.errors ?? {})) {
    if (messages?.[0]) out[field] = messages[0];
  }
  return out;
}

/** Fields of the booking itself (dates, unit, type): shown above the form, not at an input. */
export const BOOKING_FIELDS = [
  'unit_id',
  'type_res_id',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'reservation_id',
  'pay_mode',
];
