// Contract models: a name, a type and bilingual clauses with named placeholders
// (`{{tenant.name}}`) that the platform fills from the contract's data. The placeholders
// are a closed set, listed here in the order of Ejar's unified contract; a model that names
// one outside the set, or leaves a `{{` unclosed, is refused at the field. The domain
// (src/domain/contract/clauses.ts) gives each name its value, typed against this list.
import { z } from 'zod';
import { contractTypeValues } from '@/api/generated/apiback';
import { ruleObject, textLength } from './fields';
import { cleanText } from './lib/text';
import { msg } from './messages';

export const CONTRACT_PLACEHOLDERS = [
  'contract.number',
  'contract.type',
  'contract.signing_city',
  'contract.signing_date',
  'contract.start_date',
  'contract.start_date_hijri',
  'contract.end_date',
  'contract.end_date_hijri',
  'contract.duration',
  'lessor.name',
  'lessor.nationality',
  'lessor.id_type',
  'lessor.id_number',
  'lessor.mobile',
  'lessor.email',
  'lessor.iban',
  'lessor.representative',
  'tenant.name',
  'tenant.id_type',
  'tenant.id_number',
  'tenant.mobile',
  'tenant.email',
  'tenant.representative',
  'deed.number',
  'deed.issuer',
  'deed.date',
  'deed.type',
  'property.address',
  'property.city',
  'property.district',
  'property.building_type',
  'property.usage',
  'unit.type',
  'unit.number',
  'unit.floor',
  'unit.area',
  'unit.electricity_meter',
  'unit.water_meter',
  'rent.total',
  'rent.annual',
  'rent.deposit',
  'rent.cycle',
  'rent.installments',
] as const;

export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];

const KNOWN = new Set<string>(CONTRACT_PLACEHOLDERS);
/** `{{ name }}`: letters, digits, dots and underscores, spaces allowed inside the braces. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

export const isKnownPlaceholder = (name: string): name is ContractPlaceholder => KNOWN.has(name);

/** Every placeholder name the text uses, in order of appearance (repeats kept). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]);
}

/** The names outside the known set (each once). */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set(placeholdersIn(text).filter((n) => !KNOWN.has(n)))];
}

/** Braces left over once the well-formed placeholders are taken out (`{{tenant.name}`). */
export function hasStrayBraces(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(PLACEHOLDER_PATTERN, ''));
}

export const CONTRACT_MODEL_LIMITS = { nameMin: 3, nameMax: 80, bodyMin: 20, bodyMax: 20000 };

/** A model's clauses in one language: 20..20,000 characters, known placeholders only. */
export function clausesTemplateField() {
  return z.preprocess(
    (v: string) => (typeof v === 'string' ? cleanText(v) : v),
    z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .refine(
        (v) =>
          v.length >= CONTRACT_MODEL_LIMITS.bodyMin && v.length <= CONTRACT_MODEL_LIMITS.bodyMax,
        { error: msg('contractClausesLength'), abort: true },
      )
      .refine((v) => !hasStrayBraces(v), { error: msg('placeholderBroken'), abort: true })
      .refine((v) => unknownPlaceholders(v).length === 0, { error: msg('placeholderUnknown') }),
  );
}

export const contractModelSchema = ruleObject({
  name: textLength(
    CONTRACT_MODEL_LIMITS.nameMin,
    CONTRACT_MODEL_LIMITS.nameMax + 1,
    'contractModelName',
  ),
  type: z.enum(contractTypeValues, { error: msg('required') }),
  body_ar: clausesTemplateField(),
  body_en: clausesTemplateField(),
});
