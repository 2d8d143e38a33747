// Unit rules of spec sections 3 and 5, field names of the contract's UnitInput.
import { z } from 'zod';
import {
  bookingModeValues,
  cancellationPolicyValues,
  displayStatusValues,
  furnishedValues,
  unitServiceTypeValues,
} from '@/api/generated/apiback';
import { PERIOD_MAX } from './booking';
import { periodFromTypeResId } from './lib/booking-period';
import {
  idField,
  idList,
  invalidInput,
  moneyField,
  numberField,
  optionalNumberField,
  optionalText,
  percentField,
  requiredText,
  ruleObject,
  textLength,
} from './fields';
import { msg } from './messages';
import { TYPE_RES_IDS, unitPricesSchema } from './prices';

// The contract's enums, as generated (no hand-typed copy: tests/contract/enum-copies.test.ts).
export const FURNISHED = furnishedValues;
export const SERVICE_TYPES = unitServiceTypeValues;
export const DISPLAY_STATUSES = displayStatusValues;

const required = { error: msg('required') };
const positive = (max: number) => numberField({ gt: 0, max, rangeKey: 'positiveNumber' });

/** A service offered with the unit (Arabic and English names, price, type, mandatory flag). */
export const unitServiceSchema = ruleObject({
  id: z.number(invalidInput).int(invalidInput).positive(invalidInput).optional(),
  name_ar: requiredText(),
  name_en: requiredText(),
  price: moneyField(),
  type: z.enum(SERVICE_TYPES, required),
  mandatory: z.boolean(invalidInput).default(false),
});

/**
 * The unit texts as Arabic/English pairs (issue 12): the Arabic name is required, the
 * English optional (English readers then see the Arabic).
 */
const unitTextPairs = {
  name_ar: textLength(5, 30, 'unitNameLength'),
  name_en: optionalText().refine((v) => !v || (v.length >= 5 && v.length < 30), {
    error: msg('unitNameLength'),
  }),
  description_ar: optionalText(),
  description_en: optionalText(),
};

export const unitFieldsSchema = ruleObject({
  /** "More than 4 and fewer than 30 characters": 5..29 after trimming. */
  name: textLength(5, 30, 'unitNameLength'),
  code: z.preprocess(
    (v: string) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(required)
      .min(1, { error: msg('required'), abort: true })
      .min(4, { error: msg('minLength4') })
      .max(20),
  ),
  area: positive(100_000),
  width: positive(1000),
  length: optionalNumberField({ gt: 0, max: 1000, rangeKey: 'positiveNumber' }),
  height: positive(50),
  furnished: z.enum(FURNISHED, required),
  capacity: optionalNumberField({ int: true, min: 1, max: 500, rangeKey: 'invalidNumber' }),
  /** Number of tables or offices of a shared workspace. */
  tables_count: optionalNumberField({ int: true, min: 0, max: 1000, rangeKey: 'invalidNumber' }),
  services: z.array(unitServiceSchema, invalidInput).max(20, invalidInput).default([]),
  display_status: z.enum(DISPLAY_STATUSES, invalidInput).optional(),
  description: optionalText(),
  deposit_percent: percentField().optional(),
  refundable_insurance: optionalNumberField({ min: 0, max: 1_000_000, rangeKey: 'positiveNumber' }),
  features: idList(0, 'invalidInput', 40).optional(),
  // Both sides of the texts, optional in a body (the wizard's form requires the Arabic name).
  name_ar: unitTextPairs.name_ar.optional(),
  name_en: unitTextPairs.name_en,
  description_ar: unitTextPairs.description_ar,
  description_en: unitTextPairs.description_en,
});

/** A complete unit (not a draft), with its prices. */
export const unitSchema = unitFieldsSchema.extend({
  is_draft: z.literal(false, invalidInput).default(false),
  prices: unitPricesSchema.shape.prices.optional(),
});

/** Unit codes are unique within an office, compared without case or surrounding spaces. */
export const sameUnitCode = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toUpperCase() === b.trim().toUpperCase();

/** A complete unit whose code none of the office's other units (`takenCodes`) uses. */
export function createUnitSchema(takenCodes: readonly string[] = []) {
  return unitSchema.superRefine((v, ctx) => {
    if (takenCodes.some((c) => sameUnitCode(c, v.code)))
      ctx.addIssue({ code: 'custom', message: msg('unitCodeTaken'), path: ['code'] });
  });
}

/**
 * The add-unit wizard's form: a complete unit with its name and description as pairs,
 * and a code none of the office's other units (`takenCodes`) uses.
 */
export function createUnitFormSchema(takenCodes: readonly string[] = []) {
  return unitSchema
    .omit({ name: true, description: true })
    .extend(unitTextPairs)
    .superRefine((v, ctx) => {
      if (takenCodes.some((c) => sameUnitCode(c, v.code)))
        ctx.addIssue({ code: 'custom', message: msg('unitCodeTaken'), path: ['code'] });
    });
}

/** A draft unit: only the name is required. */
export const unitDraftSchema = unitFieldsSchema.partial().extend({
  name: unitFieldsSchema.shape.name,
  is_draft: z.literal(true, invalidInput).default(true),
});

/** Shared-workspace units must say how many tables/offices they have. */
export const sharedWorkspaceUnitSchema = unitSchema.extend({
  tables_count: numberField({ int: true, min: 1, max: 1000, rangeKey: 'positiveNumber' }),
});

/** One period's shortest and longest booking, in that period's units. */
export const lengthLimitSchema = ruleObject({
  type_res_id: z.literal(TYPE_RES_IDS, required),
  min: numberField({ int: true, min: 1, max: 29, rangeKey: 'invalidNumber' }),
  max: numberField({ int: true, min: 1, max: 29, rangeKey: 'invalidNumber' }),
});

/**
 * Unit settings (spec: booking terms, refundable deposit; issue 15: cancellation policy,
 * instant book or request, lengths, buffer). Some cannot be changed after saving: see
 * createUnitSettingsSchema.
 */
export const unitSettingsSchema = ruleObject({
  booking_terms: z.preprocess(
    (v: string) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(required)
      .min(1, { error: msg('required'), abort: true })
      .min(10, { error: msg('invalidInput') }),
  ),
  cancellation_policy: z.enum(cancellationPolicyValues, required).optional(),
  refundable_deposit: moneyField(),
  min_notice_hours: optionalNumberField({ int: true, min: 0, max: 720, rangeKey: 'invalidNumber' }),
  booking_mode: z.enum(bookingModeValues, required).optional(),
  request_expiry_hours: optionalNumberField({
    int: true,
    min: 1,
    max: 72,
    rangeKey: 'invalidNumber',
  }),
  length_limits: z.array(lengthLimitSchema, invalidInput).max(5, invalidInput).optional(),
  buffer_minutes: optionalNumberField({
    int: true,
    min: 0,
    max: 240,
    rangeKey: 'bufferStep',
  }).refine((v) => v === undefined || v % 15 === 0, { error: msg('bufferStep') }),
}).superRefine((s, ctx) => {
  const seen = new Set<number>();
  (s.length_limits ?? []).forEach((limit, i) => {
    const period = periodFromTypeResId(limit.type_res_id);
    if (seen.has(limit.type_res_id))
      ctx.addIssue({
        code: 'custom',
        message: msg('lengthDuplicate'),
        path: ['length_limits', i, 'type_res_id'],
      });
    seen.add(limit.type_res_id);
    if (limit.min > limit.max)
      ctx.addIssue({
        code: 'custom',
        message: msg('lengthMinAboveMax'),
        path: ['length_limits', i, 'min'],
      });
    if (period && limit.max > PERIOD_MAX[period])
      ctx.addIssue({
        code: 'custom',
        message: msg('lengthAbovePlatform'),
        path: ['length_limits', i, 'max'],
      });
  });
});

/** Down payment (deposit) percentage of a unit, 1..100. */
export const downPriceSchema = ruleObject({ deposit_percent: percentField() });

/** The id of the office a new unit belongs to. */
export const unitOfficeSchema = ruleObject({ office_id: idField() });

/**
 * "Some settings cannot be changed after saving": the saved settings and the backend's
 * `locked_fields` turn any change of a locked field into an issue on that field.
 */
export function createUnitSettingsSchema(
  saved?: Partial<z.output<typeof unitSettingsSchema>> | null,
  lockedFields: readonly string[] = [],
) {
  return unitSettingsSchema.superRefine((next, ctx) => {
    if (!saved) return;
    for (const field of lockedFields) {
      const key = field as keyof typeof next;
      const same = JSON.stringify(saved[key]) === JSON.stringify(next[key]);
      if (key in saved && saved[key] !== undefined && !same) {
        ctx.addIssue({ code: 'custom', message: msg('settingLocked'), path: [field] });
      }
    }
  });
}
