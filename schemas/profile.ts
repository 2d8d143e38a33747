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
import { normaliseNumericText } from './lib/text';
import {
  identityTypeValues,
  lessorProfileLocked_fieldsValues,
  memberRoleValues,
} from '@/api/generated/apiback';

export const PROFILE_LIMITS = {
  /** "Logo at most 2MB" (binary megabytes). */
  logoMaxBytes: 2 * 1024 * 1024,
  passwordMin: 6,
} as const;

/** Between the words of a name: a space, a hyphen, an apostrophe, a dot, the Arabic tatweel. */
const NAME_JOINERS = " '\u2019\\-.\u0640";
const ARABIC_NAME = new RegExp(`^[\\p{Script=Arabic}\\p{M}${NAME_JOINERS}]+$`, 'u');
const LATIN_NAME = new RegExp(`^[\\p{Script=Latin}\\p{M}${NAME_JOINERS}]+$`, 'u');
const NAME_SHAPE = new RegExp(`^\\p{L}[\\p{L}\\p{M}${NAME_JOINERS}]*$`, 'u');

/**
 * The script a person's name is written in: Arabic letters or English (Latin) letters, one
 * of the two (the name is printed on contracts and invoices and compared with the one Nafath
 * registers); null for digits, symbols, emoji or a mix of the two.
 */
export function nameScript(name: string): 'arabic' | 'latin' | null {
  if (!NAME_SHAPE.test(name)) return null;
  if (ARABIC_NAME.test(name)) return 'arabic';
  if (LATIN_NAME.test(name)) return 'latin';
  return null;
}

const inOneScript = <T extends z.ZodType<string>>(field: T) =>
  field.refine((v) => nameScript(v) !== null, { error: msg('nameLetters') });

/** "Name at least 4 and under 30 characters", in Arabic or English letters. */
export const personNameField = () => inOneScript(textLength(4, 30, 'nameLength'));
/** First/last names: at least 2 (the contract's bound; a single name part may be short) and under 30. */
const namePart = () => inOneScript(textLength(2, 30, 'nameLength'));

/** First and last name in the same language (one name, printed as one). */
function sameScript(v: { first_name?: string; last_name?: string }, ctx: z.RefinementCtx) {
  const first = v.first_name && nameScript(v.first_name);
  const last = v.last_name && nameScript(v.last_name);
  if (first && last && first !== last)
    ctx.addIssue({ code: 'custom', message: msg('nameScriptMismatch'), path: ['last_name'] });
}

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
})
  .superRefine(sameScript)
  .and(identityFields);

/** An optional field with its own rule: an empty input (a cleared box) is "not given". */
function optionalField<T extends z.ZodType>(field: T) {
  return z.preprocess(
    (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    field.optional(),
  );
}

/** Commercial register or unified (700) number: 10 digits (domain-notes). */
export function commercialRegisterField() {
  return withAsciiDigits(
    z.string(invalidInput).regex(/^\d{10}$/, { error: msg('commercialRegister') }),
  );
}

const identityRule = (type: string | undefined) =>
  type === 'residence' ? residenceNumberField() : nationalIdField();

/** Tenant profile edit (contract TenantProfileInput): names, email, city; the identity when sent. */
export const tenantProfileSchema = ruleObject({
  first_name: namePart(),
  last_name: namePart(),
  email: emailField(),
  city_id: idField().optional(),
  identity_type: z.enum(identityTypeValues, invalidInput).optional(),
  identity_number: optionalField(z.string(invalidInput)),
})
  .superRefine(sameScript)
  .superRefine((v, ctx) => {
    if (!v.identity_type && v.identity_number === undefined) return;
    // The same rule as the identity pair elsewhere: a national ID, or a residence number.
    const checked = identityRule(v.identity_type).safeParse(v.identity_number ?? '');
    if (!checked.success)
      ctx.addIssue({
        code: 'custom',
        message: checked.error.issues[0].message,
        path: ['identity_number'],
      });
    if (!v.identity_type)
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['identity_type'] });
  })
  .transform((v) =>
    v.identity_number === undefined
      ? v
      : { ...v, identity_number: identityRule(v.identity_type).parse(v.identity_number) },
  );

/** Lessor "my information" form (contract LessorProfileInput). */
export const lessorProfileSchema = ruleObject({
  full_name: personNameField(),
  company_name: optionalText(),
  office_name: optionalText(),
  email: emailField(),
  city_id: idField(),
  district: optionalText(),
  commercial_register: optionalField(commercialRegisterField()),
  vat_number: optionalField(vatNumberField()),
  phone: saudiPhoneField(),
  bio: optionalText(),
  has_license: z.boolean(invalidInput).default(false),
  license_number: optionalField(licenceNumberField()),
})
  .and(identityFields)
  .superRefine((v, ctx) => {
    if (v.has_license && !v.license_number) {
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['license_number'] });
    }
  });

/** What Nafath verifies: once the account is verified these stay as Nafath gave them. */
export const VERIFIED_LOCKED_FIELDS = lessorProfileLocked_fieldsValues;
export type VerifiedLockedField = (typeof VERIFIED_LOCKED_FIELDS)[number];

/**
 * The "my information" rule with the verified fields held: a locked field sent with another
 * value than the saved one is refused at that field (the form shows it disabled; the
 * backend refuses a request that changes it anyway).
 */
export function createLessorProfileSchema(
  saved: Partial<Record<VerifiedLockedField, string>> = {},
  locked: readonly string[] = [],
) {
  return lessorProfileSchema.superRefine((v, ctx) => {
    for (const field of VERIFIED_LOCKED_FIELDS) {
      if (locked.includes(field) && saved[field] !== undefined && v[field] !== saved[field])
        ctx.addIssue({ code: 'custom', message: msg('verifiedLocked'), path: [field] });
    }
  });
}

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

/** A user added to a lessor account after a phone lookup and the code sent to that phone. */
export const lessorUserSchema = ruleObject({
  first_name: namePart(),
  last_name: namePart(),
  phone: saudiPhoneField(),
  code: z
    .string({ error: msg('required') })
    .transform((v) => String(normaliseNumericText(v)))
    .refine((v) => /^\d{4,6}$/.test(v), { error: msg('verificationCode') }),
  role: z.enum(memberRoleValues, { error: msg('required') }),
}).superRefine(sameScript);
