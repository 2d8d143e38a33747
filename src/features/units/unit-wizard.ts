// The add-unit wizard on the same engine, over the domain's unit form schema (name and
// description as Arabic/English pairs).
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import { createUnitFormSchema, FURNISHED, SERVICE_TYPES } from '@schemas/unit';

type UnitInput = components['schemas']['UnitInput'];

const furnished: FieldOption[] = FURNISHED.map((v) => ({ value: v, label: `furnished.${v}` }));
const serviceTypes: FieldOption[] = SERVICE_TYPES.map((v) => ({
  value: v,
  label: `serviceTypes.${v}`,
}));

/** `takenCodes`: the codes of the office's other units (a code is unique in its office). */
export function makeUnitWizard(officeId: number, unitId?: number, takenCodes: string[] = []) {
  return defineWizard({
    ns: 'units',
    schema: createUnitFormSchema(takenCodes),
    defaults: { services: [] },
    fields: {
      name_ar: { kind: 'text', lang: 'ar' },
      name_en: { kind: 'text', lang: 'en', hint: 'hints.english' },
      code: { kind: 'text', ltr: true },
      furnished: { kind: 'radio', options: furnished },
      capacity: { kind: 'number' },
      tables_count: { kind: 'number', hint: 'hints.tables_count' },
      area: { kind: 'number' },
      width: { kind: 'number' },
      length: { kind: 'number' },
      height: { kind: 'number' },
      description_ar: { kind: 'textarea', lang: 'ar' },
      description_en: { kind: 'textarea', lang: 'en' },
      deposit_percent: { kind: 'number' },
      refundable_insurance: { kind: 'number' },
      // Extra services offered with the unit (cleaning, parking...), priced per booking,
      // day, hour or month, optional or mandatory.
      services: {
        kind: 'rows',
        hint: 'hints.services',
        addLabel: 'addService',
        fields: {
          name_ar: { kind: 'text' },
          name_en: { kind: 'text' },
          price: { kind: 'number' },
          type: { kind: 'select', options: serviceTypes },
          mandatory: { kind: 'checkbox' },
        },
        newRow: { name_ar: '', name_en: '', price: '', type: 'per_booking', mandatory: false },
        removable: true,
        max: 20,
      },
    },
    steps: [
      {
        id: 'info',
        fields: ['name_ar', 'name_en', 'code', 'furnished', 'capacity', 'tables_count'],
      },
      { id: 'dimensions', fields: ['area', 'width', 'length', 'height'] },
      {
        id: 'details',
        fields: [
          'description_ar',
          'description_en',
          'deposit_percent',
          'refundable_insurance',
          'services',
        ],
      },
      { id: 'review', kind: 'review' },
    ],
    submit: async (values) => {
      // The contract's request-language texts (required name) from the pairs, which win.
      const body: UnitInput = {
        ...values,
        name: values.name_ar || values.name_en || '',
        description: values.description_ar || values.description_en || undefined,
        is_draft: false,
      };
      const r = unitId
        ? apiCall.PUT('/apiBack/v1/user/units/{id}', {
            params: { path: { id: unitId } },
            body,
          })
        : apiCall.POST('/apiBack/v1/user/offices/{id}/units', {
            params: { path: { id: officeId } },
            body,
          });
      return (await unwrap(r)).data;
    },
  });
}
