// People rules: names, password, logo, personal information (spec sections 3 and 5).
import { z } from 'zod';
import {
  acceptedTerms,
  idField,
  invalidInput,
  licenceNumberField,
  nationalIdField,
  optionalText,
  residenceNumberField,
  ruleObject,
  saudiPhoneField,
  textLength,
  vatNumberField,
  withAsciiDigits,
} from './fields';
import { msg } from './messages';

export const PROFILE_LIMITS = {
  /** "Logo at most 2MB" (binary megabytes). */
  logoMaxBytes: 2 * 1024 * 1024,
  passwordMin: 6,
} as const;

/** "Name at least 4 and under 30 characters". */
export const personNameField = () => textLength(4, 30, 'nameLength');
/** First/last names: at least 2 (the contract's bound; a single name part may be short) and under 30. */
const namePart = () => textLength(2, 30, 'nameLength');

export const passwordSchema = ruleObject({
  password: z
    .string({ error: msg('required') })
    .min(PROFILE_LIMITS.passwordMin, { error: msg('passwordMin') }),
});

const emailField = () =>
  z.preprocess(
    // Only text is trimmed: a number or an object goes on to z.email() and is refused there.
    (v: unknown) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : v.trim()),
    z
      .email({ error: msg('email') })
      .max(120)
      .optional(),
  );

/** Identity: a national ID (starts with 1) or, separately, a residence number (starts with 2). */
const identityFields = z.discriminatedUnion(
  'identity_type',
  [
    ruleObject({
      identity_type: z.literal('national_id', invalidInput),
      identity_number: nationalIdField(),
    }),
    ruleObject({
      identity_type: z.literal('residence', invalidInput),
      identity_number: residenceNumberField(),
    }),
  ],
  { error: msg('required') },
);

/** Login's last step (contract CompleteProfileRequest). */
export const completeProfileSchema = ruleObject({
  first_name: namePart(),
  last_name: namePart(),
  email: emailField(),
  city_id: idField(),
  accept_terms: acceptedTerms(),
}).and(identityFields);

/** Tenant profile edit (contract TenantProfileInput). */
export const tenantProfileSchema = ruleObject({
  first_name: namePart(),
  last_name: namePart(),
  email: emailField(),
  city_id: idField().optional(),
});

/** Lessor "my information" form (contract LessorProfileInput). */
export const lessorProfileSchema = ruleObject({
  full_name: personNameField(),
  company_name: optionalText(),
  office_name: optionalText(),
  email: emailField(),
  city_id: idField(),
  district: optionalText(),
  commercial_register: withAsciiDigits(
    z.string().regex(/^\d{10}$/, { error: msg('invalidInput') }),
  ).optional(),
  vat_number: vatNumberField().optional(),
  phone: saudiPhoneField(),
  bio: optionalText(),
  has_license: z.boolean(invalidInput).default(false),
  license_number: licenceNumberField().optional(),
})
  .and(identityFields)
  .superRefine((v, ctx) => {
    if (v.has_license && !v.license_number) {
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['license_number'] });
    }
  });

/** What the logo rule needs of a File (works with browser Files and plain test objects). */
export interface FileLike {
  size: number;
  type: string;
  name?: string;
}

/** Logo: an image of at most 2 MB. */
export const logoSchema = ruleObject({
  logo: z
    .custom<FileLike>((v) => typeof v === 'object' && v !== null && 'size' in v && 'type' in v, {
      error: msg('required'),
    })
    .refine((f) => /^image\//.test(f.type), { error: msg('logoNotImage'), abort: true })
    .refine((f) => f.size <= PROFILE_LIMITS.logoMaxBytes, { error: msg('logoTooLarge') }),
});

/** A user added to a lessor account after a phone lookup (first and last name, phone). */
export const lessorUserSchema = ruleObject({
  first_name: namePart(),
  last_name: namePart(),
  phone: saudiPhoneField(),
});
