// Office (real estate) rules of spec sections 3 and 5, field names of the contract's
// OfficeInput. The wizard validates each step against `officeSchema.pick(...)`-style
// subsets of `officeFieldsSchema`; drafts only need a name and a category.
import { z } from 'zod';
import {
  advertiserRelationshipValues,
  directionValues,
  exclusivityValues,
  officeCategoryValues,
  officeTypeValues,
} from '@/api/generated/apiback';
import {
  acceptedTerms,
  idField,
  idList,
  invalidInput,
  licenceNumberField,
  optionalNumberField,
  optionalText,
  requiredText,
  ruleObject,
  textLength,
  withAsciiDigits,
} from './fields';
import { isInsideSaudiArabia } from './lib/geo';
import { msg, type ValidationKey } from './messages';

// The contract's enums, as generated (a new value in openapi/apiback.yaml reaches the
// rules and the form options with `npm run codegen`, no edit here).
export const OFFICE_CATEGORIES = officeCategoryValues;
export const OFFICE_TYPES = officeTypeValues;
export const DIRECTIONS = directionValues;
export const ADVERTISER_RELATIONSHIPS = advertiserRelationshipValues;
export const EXCLUSIVITY = exclusivityValues;

export const OFFICE_LIMITS = {
  /** "At least 4 images plus a main image." */
  minImages: 4,
  /** "At least two details" — read as the office's feature list (see docs/domain-rules.md). */
  minDetails: 2,
  /** "At least 13 characters for one unnamed field" — read as the detailed ad title. */
  detailedTitleMin: 13,
} as const;

const required = { error: msg('required') };

/** Map pin: inside Saudi Arabia by a real point-in-polygon test (Natural Earth 1:10m, a 3 km tolerance at sea). */
export const locationSchema = z
  .object(
    {
      lat: z.number({ error: msg('locationRequired') }),
      lng: z.number({ error: msg('locationRequired') }),
    },
    { error: msg('locationRequired') },
  )
  .refine(isInsideSaudiArabia, { error: msg('outsideSaudiArabia') });

/** An uploaded image: a file-host path, a media id, or a media object with a path. */
const mediaRef = z.union(
  [z.string().min(1), z.number().int().positive(), z.looseObject({ path: z.string().min(1) })],
  invalidInput,
);

/** The detailed ad title: at least 13 characters. */
const adTitle = () =>
  z.preprocess(
    (v: string) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(required)
      .min(1, { error: msg('required'), abort: true })
      .min(OFFICE_LIMITS.detailedTitleMin, { error: msg('detailedTitle') })
      .max(120, { error: msg('invalidInput') }),
  );

/**
 * The English side of a text pair: optional (readers then see the Arabic), held to the
 * same length rule when it is given.
 */
const englishSide = (min: number, maxExclusive: number, key: ValidationKey) =>
  optionalText().refine((v) => !v || (v.length >= min && v.length < maxExclusive), {
    error: msg(key),
  });

/**
 * The office texts as Arabic/English pairs (issue 12: editing in one language never drops
 * the other). Arabic, the product's default and fallback language, is required where the
 * text is; English is optional and falls back to the Arabic for English readers.
 */
const officeTextPairs = {
  name_ar: textLength(4, 30, 'nameLength'),
  name_en: englishSide(4, 30, 'nameLength'),
  ad_title_ar: adTitle(),
  ad_title_en: englishSide(OFFICE_LIMITS.detailedTitleMin, 121, 'detailedTitle'),
  neighborhood_ar: requiredText(),
  neighborhood_en: optionalText(),
  street_ar: requiredText(),
  street_en: optionalText(),
  description_ar: optionalText(),
  description_en: optionalText(),
};
type PairKey = keyof typeof officeTextPairs;

const countInt = (max: number) =>
  optionalNumberField({ int: true, min: 0, max, rangeKey: 'invalidNumber' });

export const officeFieldsSchema = ruleObject({
  name: textLength(4, 30, 'nameLength'),
  category: z.enum(OFFICE_CATEGORIES, required),
  type: z.enum(OFFICE_TYPES, required),
  ad_title: adTitle(),
  city_id: idField(),
  neighborhood: requiredText(),
  street: requiredText(),
  interface: z.enum(DIRECTIONS, required),
  location: locationSchema,
  halls: countInt(50),
  rooms: countInt(200),
  bathrooms: countInt(50),
  kitchens: countInt(20),
  features: idList(OFFICE_LIMITS.minDetails, 'minDetails', 40),
  description: optionalText(),
  deed_number: withAsciiDigits(
    z.string().regex(/^\d{6,14}$/, { error: msg('invalidInput') }),
  ).optional(),
  building_license: withAsciiDigits(
    z.string().regex(/^\d{4,14}$/, { error: msg('invalidInput') }),
  ).optional(),
  license_number: licenceNumberField(),
  advertiser_relationship: z.enum(ADVERTISER_RELATIONSHIPS, required),
  exclusivity: z.enum(EXCLUSIVITY, required),
  // Both sides of each text, optional in a body (a client may send the request-language
  // text alone); the wizard's form requires the Arabic ones (officeFormSchema).
  ...(Object.fromEntries(
    Object.entries(officeTextPairs).map(([k, rule]) => [k, rule.optional()]),
  ) as { [K in PairKey]: z.ZodOptional<(typeof officeTextPairs)[K]> }),
});

/** Images step: at least 4 images plus a main image (logos/words on images: a human check). */
export const officeMediaSchema = ruleObject({
  images: z
    .array(mediaRef, { error: msg('minImages') })
    .min(OFFICE_LIMITS.minImages, { error: msg('minImages') }),
  main_image: mediaRef.nullish().refine((v) => v !== null && v !== undefined && v !== '', {
    error: msg('mainImageRequired'),
  }),
  video: mediaRef.nullish(),
  // The documents as uploaded scans (PDF or image), each optional: the numbers above say
  // which deed and licence; the files let the platform check them.
  deed_document: mediaRef.nullish(),
  building_license_document: mediaRef.nullish(),
  civil_defense_document: mediaRef.nullish(),
});

/** The wizard's document fields and the media kind each one uploads as. */
export const OFFICE_DOCUMENT_FIELDS = {
  deed_document: 'deed',
  building_license_document: 'building_license',
  civil_defense_document: 'civil_defense',
} as const;

/** The complete office the wizard sends (not a draft): every rule, terms accepted. */
export const officeSchema = officeFieldsSchema.extend({
  ...officeMediaSchema.shape,
  accept_terms: acceptedTerms(),
  is_draft: z.literal(false, invalidInput).default(false),
});

/** The single-language texts the pairs replace in the wizard's form. */
const SINGLE_TEXTS = {
  name: true,
  ad_title: true,
  neighborhood: true,
  street: true,
  description: true,
} as const;

/** The add-office wizard's form: `officeSchema` with each text as an Arabic/English pair. */
export const officeFormSchema = officeSchema.omit(SINGLE_TEXTS).extend(officeTextPairs);

/**
 * A form's texts as the body's request-language texts (the Arabic, or the English when the
 * Arabic is empty) — the contract requires `name` — plus both sides, which win.
 */
export function singleTexts(values: Partial<Record<PairKey, string>>) {
  const one = (k: keyof typeof SINGLE_TEXTS) => values[`${k}_ar`] || values[`${k}_en`] || undefined;
  return {
    name: one('name'),
    ad_title: one('ad_title'),
    neighborhood: one('neighborhood'),
    street: one('street'),
    description: one('description'),
  };
}

/** A draft the wizard saves between steps: only name and category are required. */
export const officeDraftSchema = officeFieldsSchema.partial().extend({
  name: officeFieldsSchema.shape.name,
  category: officeFieldsSchema.shape.category,
  is_draft: z.literal(true, invalidInput).default(true),
});

/** Publishing: the lessor confirms the data is their full responsibility. */
export const publishOfficeSchema = ruleObject({ confirm_responsibility: acceptedTerms() });

/** Just the fields of the contract's OfficeInput, for the request body. */
export function toOfficeInput(
  values: z.output<typeof officeSchema> | z.output<typeof officeFormSchema>,
) {
  const {
    images: _images,
    main_image: _main,
    video: _video,
    deed_document: _deed,
    building_license_document: _licence,
    civil_defense_document: _civil,
    accept_terms: _terms,
    ...body
  } = values;
  const fromPairs = Object.entries(singleTexts(values)).filter(([, v]) => v !== undefined);
  return { ...body, ...Object.fromEntries(fromPairs) };
}
