// Reusable zod fields: every rule that appears in more than one schema is written once
// here. Messages are `validation:*` keys (see messages.ts). Numeric-looking inputs are
// normalised (Arabic-Indic/Persian digits → ASCII, separators and marks removed) BEFORE
// any check; free text has bidi overrides stripped.
import { z } from 'zod';
import { ibanMod97, isSaudiIbanShape, normaliseIban } from './lib/iban';
import { isLuhnValid } from './lib/luhn';
import { parseNumber } from './lib/number';
import { toSaudiE164 } from './lib/phone';
import { isValidSaudiIdNumber } from './lib/saudi-id';
import { cleanText, normaliseNumericText } from './lib/text';
import { msg } from './messages';

/** zod preprocess helper: normalises digits (and drops spaces/marks) in string input. */
export function withAsciiDigits<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: string) => normaliseNumericText(value), schema);
}

/** Free text: bidi controls stripped, trimmed, required. */
export function requiredText() {
  return z.preprocess(
    (value: string) => (typeof value === 'string' ? cleanText(value) : value),
    z.string({ error: msg('required') }).min(1, { error: msg('required') }),
  );
}

/** Optional free text: bidi controls stripped, trimmed (an empty string stays ''). */
export function optionalText() {
  return z.preprocess(
    (value: string | undefined | null) =>
      typeof value === 'string' ? cleanText(value) : (value ?? undefined),
    z.string({ error: msg('invalidInput') }).optional(),
  );
}

/** Free text with a length rule (counted after cleaning). */
export function textLength(min: number, maxExclusive: number, key: Parameters<typeof msg>[0]) {
  return z.preprocess(
    (value: string) => (typeof value === 'string' ? cleanText(value) : value),
    z
      .string({ error: msg('required') })
      .min(1, { error: msg('required') })
      .refine((v) => v.length >= min && v.length < maxExclusive, { error: msg(key) }),
  );
}

interface NumberOptions {
  min?: number;
  max?: number;
  /** Exclusive lower bound (e.g. "greater than zero"). */
  gt?: number;
  int?: boolean;
  /** Message key used when min/max/gt fail. */
  rangeKey?: Parameters<typeof msg>[0];
}

/**
 * A required real number typed as text or number. "١٬٢٣٤٫٥" → 1234.5. Empty → required,
 * not a number → realNumber, out of range → `rangeKey`.
 */
export function numberField(options: NumberOptions = {}) {
  const rangeError = { error: msg(options.rangeKey ?? 'invalidNumber') };
  // Missing or empty → "required"; anything else that is not a number → "realNumber".
  // (No `.optional()` inside: zod 4 skips optional keys that are absent, so a missing
  // required number would pass.)
  let inner = z
    .number({ error: (issue) => (issue.input === undefined ? msg('required') : msg('realNumber')) })
    .refine(Number.isFinite, { error: msg('realNumber') });
  if (options.int) inner = inner.refine(Number.isInteger, { error: msg('wholeNumber') });
  if (options.min !== undefined) inner = inner.refine((v) => v >= options.min!, rangeError);
  if (options.max !== undefined) inner = inner.refine((v) => v <= options.max!, rangeError);
  if (options.gt !== undefined) inner = inner.refine((v) => v > options.gt!, rangeError);
  return z.preprocess((value: string | number) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number') return value;
    const parsed = parseNumber(value);
    return parsed === '' ? undefined : parsed;
  }, inner) as unknown as z.ZodType<number, string | number>;
}

/** A money amount in SAR: ≥ 0, at most 2 decimals. */
export function moneyField(options: { gt?: number; min?: number } = { min: 0 }) {
  return numberField({ ...options, rangeKey: 'positiveNumber' }).refine(
    (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    { error: msg('invalidNumber') },
  );
}

/** A percentage from 1 to 100 (deposit, discount). */
export function percentField() {
  return numberField({ min: 1, max: 100, rangeKey: 'percentRange' });
}

/** Saudi mobile, accepted as 05XXXXXXXX or +9665XXXXXXXX (any digits), output E.164. */
export function saudiPhoneField() {
  return z
    .string({ error: msg('phoneRequired') })
    .transform((v) => String(normaliseNumericText(v)))
    .refine((v) => v.length > 0, { error: msg('phoneRequired'), abort: true })
    .refine((v) => toSaudiE164(v) !== null, { error: msg('phoneInvalid') })
    .transform((v) => toSaudiE164(v)!);
}

/** National ID: 10 digits, starts with 1, Luhn checksum. */
export function nationalIdField() {
  return withAsciiDigits(
    z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .refine((v) => isValidSaudiIdNumber(v, 'national_id'), { error: msg('nationalId') }),
  );
}

/** Residence (Iqama): 10 digits, starts with 2, Luhn checksum. */
export function residenceNumberField() {
  return withAsciiDigits(
    z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .refine((v) => isValidSaudiIdNumber(v, 'residence'), { error: msg('residenceNumber') }),
  );
}

/**
 * Saudi IBAN: the shape first (SA + 22 characters), then the mod-97 check with its own
 * message (a typo in a well-formed IBAN); output without spaces, upper case.
 */
export function ibanField() {
  return z
    .string({ error: msg('required') })
    .transform(normaliseIban)
    .refine((v) => v.length > 0, { error: msg('required'), abort: true })
    .refine(isSaudiIbanShape, { error: msg('iban'), abort: true })
    .refine((v) => ibanMod97(v) === 1, { error: msg('ibanChecksum') });
}

/** VAT registration number: 15 digits, first and last 3. */
export function vatNumberField() {
  return withAsciiDigits(
    z.string({ error: msg('required') }).regex(/^3\d{13}3$/, { error: msg('vatNumber') }),
  );
}

/**
 * Real-estate ad licence number. The spec gives two readings ("7 digits starting with 7"
 * and "length 6 to 13"); domain-notes: public FAL licences are 10 digits starting with 7.
 * Accept digits starting with 7, 6 to 13 long — it covers every reading.
 */
export const LICENCE_NUMBER_PATTERN = /^7\d{5,12}$/;
export function licenceNumberField() {
  return withAsciiDigits(
    z
      .string({ error: msg('required') })
      .regex(LICENCE_NUMBER_PATTERN, { error: msg('licenceNumber') }),
  );
}

/** Payment card number (13-19 digits, Luhn). Validated in the browser, never stored. */
export function cardNumberField() {
  return withAsciiDigits(
    z
      .string({ error: msg('required') })
      // Typed in groups ("4111 1111 …" or with dashes): only the digits count.
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{13,19}$/.test(v) && isLuhnValid(v), { error: msg('cardNumber') }),
  );
}

/** Terms checkbox: must be literally true. */
export function acceptedTerms() {
  return z
    .boolean({ error: msg('acceptTerms') })
    .refine((v) => v === true, { error: msg('acceptTerms') })
    .transform(() => true as const);
}

/** An optional number: empty text or null/undefined → undefined, otherwise the numberField rules. */
export function optionalNumberField(options: NumberOptions = {}) {
  return z.preprocess(
    (value: string | number | null | undefined) =>
      value === '' || value === null || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : value,
    numberField(options).optional(),
  );
}

/** A record id (positive integer), accepted as number or numeric text (select values). */
export function idField() {
  return numberField({ int: true, min: 1, rangeKey: 'invalidInput' });
}

/** Calendar date `YYYY-MM-DD` (ASCII digits after normalisation, must exist). */
export function dateField() {
  return withAsciiDigits(
    z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .refine(
        (v) => {
          const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
          if (!m) return false;
          const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
          return d.toISOString().slice(0, 10) === v;
        },
        { error: msg('invalidInput') },
      ),
  );
}

/** Error param for shape errors the user cannot cause through a form (wrong JSON types). */
export const invalidInput = { error: msg('invalidInput') };

/** z.object whose own type error is a validation key. */
export function ruleObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.object(shape, invalidInput);
}

/** A list of record ids (features, units): its own message when too short or not a list. */
export function idList(min: number, key: Parameters<typeof msg>[0], max = 100) {
  return z
    .array(z.number(invalidInput).int(invalidInput).positive(invalidInput), { error: msg(key) })
    .min(min, { error: msg(key) })
    .max(max, invalidInput);
}
