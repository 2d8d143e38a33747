// Phone and identity rules (spec section 5; domain-notes "Identity and numbers").
import { z } from 'zod';
import {
  invalidInput,
  nationalIdField,
  residenceNumberField,
  ruleObject,
  saudiPhoneField,
} from './fields';
import { normaliseNumericText } from './lib/text';
import { msg } from './messages';

/** Login step 1: a Saudi mobile, stored E.164. "Phone number required" when empty. */
export const phoneSchema = ruleObject({ phone: saudiPhoneField() });

/** Login step 2: the code received by SMS or WhatsApp (4 to 6 digits, any digit script). */
export const otpSchema = ruleObject({
  phone: saudiPhoneField(),
  code: z
    .string({ error: msg('required') })
    .transform((v) => String(normaliseNumericText(v)))
    .refine((v) => /^\d{4,6}$/.test(v), { error: msg('invalidInput') }),
});

/**
 * National ID (10 digits, starts with 1, Luhn) that must match the ID on the user's
 * profile. Pass the profile's ID; when the profile has none, only the format is checked.
 */
export function nationalIdMatchSchema(profileNationalId?: string | null) {
  return ruleObject({
    national_id: nationalIdField().refine((v) => !profileNationalId || v === profileNationalId, {
      error: msg('nationalIdMismatch'),
    }),
  });
}

/** Identity entered as a national ID or, separately, a residence (Iqama) number. */
export const identitySchema = z.discriminatedUnion(
  'id_type',
  [
    ruleObject({ id_type: z.literal('national_id', invalidInput), id_number: nationalIdField() }),
    ruleObject({
      id_type: z.literal('residence', invalidInput),
      id_number: residenceNumberField(),
    }),
  ],
  { error: msg('required') },
);

/**
 * Login-code abuse limits (the backend enforces them; the modal shows the countdown):
 * a code dies after `maxWrongCodes` wrong tries (a new one is needed), a phone gets a new
 * code at most every `resendAfterSeconds` and at most `sendsPerHour` times an hour.
 */
export const OTP_LIMITS = {
  maxWrongCodes: 5,
  resendAfterSeconds: 60,
  sendsPerHour: 5,
  expiresInSeconds: 300,
} as const;
