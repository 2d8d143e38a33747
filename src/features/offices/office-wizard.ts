// The add-office wizard, declared: steps of spec section 2 over the domain's officeFormSchema (texts as
// Arabic/English pairs).
// Cities and features come from the search data (so it is built per load).
import type { components } from '@/api/generated/apiback';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import {
  ADVERTISER_RELATIONSHIPS,
  DIRECTIONS,
  EXCLUSIVITY,
  OFFICE_CATEGORIES,
  OFFICE_DOCUMENT_FIELDS,
  OFFICE_LIMITS,
  OFFICE_TYPES,
  officeFormSchema,
} from '@schemas/office';
import { mediaFileProblem } from '@schemas/upload';
import type { DocumentFieldDef } from '@/engines/wizard';
import {
  deleteOffice,
  deleteOfficeMedia,
  saveOfficeDraft,
  submitOffice,
  uploadOfficeMedia,
} from './office-api';
import { ReviewPreview } from './review-preview';

type SearchData = components['schemas']['SearchData'];

const opts = (values: readonly string[], prefix: string): FieldOption[] =>
  values.map((v) => ({ value: v, label: `${prefix}.${v}` }));

/** A document field: a scan (PDF or image) uploaded as its media kind, checked by its bytes. */
function documentField(
  kind: (typeof OFFICE_DOCUMENT_FIELDS)[keyof typeof OFFICE_DOCUMENT_FIELDS],
  src: (path: string) => string,
): DocumentFieldDef {
  return {
    kind: 'document',
    hint: 'hints.document',
    accept: 'application/pdf,image/jpeg,image/png,image/webp',
    src,
    check: (file) => mediaFileProblem(kind, file),
    upload: async (file, ctx, onProgress) =>
      uploadOfficeMedia((await ctx.ensureDraft())!, file, kind, onProgress),
    remove: async (file, ctx) => deleteOfficeMedia((await ctx.ensureDraft())!, Number(file.id)),
  };
}

export function makeOfficeWizard(
  search: SearchData | undefined,
  lang: string,
  src: (path: string) => string,
) {
  const name = (x: { name_ar: string; name_en: string }) =>
    lang.startsWith('ar') ? x.name_ar : x.name_en;
  return defineWizard({
    ns: 'offices',
    schema: officeFormSchema,
    defaults: { features: [], images: [], main_image: null, video: null, accept_terms: false },
    fields: {
      name_ar: { kind: 'text', lang: 'ar' },
      name_en: { kind: 'text', lang: 'en', hint: 'hints.english' },
      category: { kind: 'select', options: opts(OFFICE_CATEGORIES, 'categories') },
      type: { kind: 'select', options: opts(OFFICE_TYPES, 'types') },
      ad_title_ar: { kind: 'text', lang: 'ar', hint: 'hints.ad_title' },
      ad_title_en: { kind: 'text', lang: 'en', hint: 'hints.english' },
      halls: { kind: 'number' },
      rooms: { kind: 'number' },
      bathrooms: { kind: 'number' },
      kitchens: { kind: 'number' },
      features: {
        kind: 'checkboxes',
        numeric: true,
        options: (search?.features ?? []).map((f) => ({ value: String(f.id), label: name(f) })),
        hint: 'hints.features',
      },
      city_id: {
        kind: 'select',
        numeric: true,
        options: (search?.cities ?? []).map((c) => ({ value: String(c.id), label: name(c) })),
      },
      neighborhood_ar: { kind: 'text', lang: 'ar' },
      neighborhood_en: { kind: 'text', lang: 'en' },
      street_ar: { kind: 'text', lang: 'ar' },
      street_en: { kind: 'text', lang: 'en' },
      interface: { kind: 'select', options: opts(DIRECTIONS, 'directions') },
      location: { kind: 'location', hint: 'hints.location' },
      description_ar: { kind: 'textarea', lang: 'ar' },
      description_en: { kind: 'textarea', lang: 'en' },
      license_number: { kind: 'text', ltr: true },
      advertiser_relationship: {
        kind: 'radio',
        options: opts(ADVERTISER_RELATIONSHIPS, 'relationships'),
      },
      exclusivity: { kind: 'radio', options: opts(EXCLUSIVITY, 'exclusivity') },
      deed_number: { kind: 'text', ltr: true },
      building_license: { kind: 'text', ltr: true },
      deed_document: documentField(OFFICE_DOCUMENT_FIELDS.deed_document, src),
      building_license_document: documentField(
        OFFICE_DOCUMENT_FIELDS.building_license_document,
        src,
      ),
      civil_defense_document: documentField(OFFICE_DOCUMENT_FIELDS.civil_defense_document, src),
      images: {
        kind: 'images',
        min: OFFICE_LIMITS.minImages,
        max: 20,
        mainField: 'main_image',
        accept: 'image/jpeg,image/png,image/webp',
        src,
        upload: async (file, ctx) => uploadOfficeMedia((await ctx.ensureDraft())!, file, 'image'),
      },
      video: {
        kind: 'video',
        accept: 'video/mp4',
        src,
        upload: async (file, ctx) => uploadOfficeMedia((await ctx.ensureDraft())!, file, 'video'),
      },
    },
    steps: [
      {
        id: 'info',
        fields: ['name_ar', 'name_en', 'category', 'type', 'ad_title_ar', 'ad_title_en'],
      },
      { id: 'features', fields: ['halls', 'rooms', 'bathrooms', 'kitchens', 'features'] },
      {
        id: 'location',
        fields: [
          'city_id',
          'neighborhood_ar',
          'neighborhood_en',
          'street_ar',
          'street_en',
          'interface',
          'location',
        ],
      },
      {
        id: 'description',
        fields: [
          'description_ar',
          'description_en',
          'license_number',
          'advertiser_relationship',
          'exclusivity',
          'deed_number',
          'deed_document',
          'building_license',
          'building_license_document',
          'civil_defense_document',
        ],
      },
      { id: 'media', fields: ['images', 'video'] },
      { id: 'review', kind: 'review', panel: ReviewPreview },
    ],
    saveDraft: (values, ctx) => saveOfficeDraft(values, ctx.draftId),
    discardDraft: (id) => deleteOffice(id),
    submit: (values, ctx) => submitOffice(values, ctx.draftId, src),
    confirmSubmit: {
      title: 'publish.title',
      body: 'publish.body',
      confirm: 'publish.confirm',
      review: 'publish.review',
      setField: 'accept_terms',
    },
  });
}
