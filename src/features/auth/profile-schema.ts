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
