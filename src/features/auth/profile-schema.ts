// Step 3 rules: the contract's CompleteProfileRequest, with the shared field rules.
import {
  acceptedTerms,
  nationalIdField,
  optionalText,
  requiredText,
  residenceNumberField,
} from '@schemas/fields';
import { msg } from '@schemas/messages';
import { z } from 'zod';
import type { CompleteProfileRequest } from './auth-api';

const base = {
  first_name: requiredText(),
  last_name: requiredText(),
  email: optionalText().refine((v) => !v || z.email().safeParse(v).success, {
    error: msg('email'),
  }),
  city_id: z.coerce
    .number({ error: msg('required') })
    .int()
    .positive({ error: msg('required') }),
  accept_terms: acceptedTerms(),
};

export const completeProfileSchema = z.discriminatedUnion('identity_type', [
  z.object({
    ...base,
    identity_type: z.literal('national_id'),
    identity_number: nationalIdField(),
  }),
  z.object({
    ...base,
    identity_type: z.literal('residence'),
    identity_number: residenceNumberField(),
  }),
]);

export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfileValues = z.output<typeof completeProfileSchema>;

/** The contract body: optional fields left empty are omitted (an empty email is not an email). */
export function toCompleteProfileBody(values: CompleteProfileValues): CompleteProfileRequest {
  const { email, ...rest } = values;
  return { ...rest, accept_terms: true, ...(email ? { email } : {}) };
}
