// Phone and identity rules (spec section 5; domain-notes "Identity and numbers").
import { z } from 'zod';
import { nationalIdField, residenceNumberField, saudiPhoneField } from './fields';
import { normaliseNumericText } from './lib/text';
import { msg } from './messages';

/** Login step 1: a Saudi mobile, stored E.164. "Phone number required" when empty. */
export const phoneSchema = z.object({ phone: saudiPhoneField() });

/** Login step 2: the code received by SMS or WhatsApp (4 to 6 digits, any digit script). */
export const otpSchema = z.object({
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
  return z.object({
    national_id: nationalIdField().refine((v) => !profileNationalId || v === profileNationalId, {
      error: msg('nationalIdMismatch'),
    }),
  });
}

/** Identity entered as a national ID or, separately, a residence (Iqama) number. */
export const identitySchema = z.discriminatedUnion('id_type', [
  z.object({ id_type: z.literal('national_id'), id_number: nationalIdField() }),
  z.object({ id_type: z.literal('residence'), id_number: residenceNumberField() }),
]);
