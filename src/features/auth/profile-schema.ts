// Step 3 rules: the contract's CompleteProfileRequest, by the one rule the backend also
// checks (schemas/profile.ts: names in Arabic or English letters, the identity pair).
import { completeProfileSchema } from '@schemas/profile';
import type { z } from 'zod';
import type { CompleteProfileRequest } from './auth-api';

export { completeProfileSchema };

export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfileValues = z.output<typeof completeProfileSchema>;

/** The contract body: optional fields left empty are omitted (an empty email is not an email). */
export function toCompleteProfileBody(values: CompleteProfileValues): CompleteProfileRequest {
  const { email, ...rest } = values;
  return { ...rest, accept_terms: true, ...(email ? { email } : {}) };
}
