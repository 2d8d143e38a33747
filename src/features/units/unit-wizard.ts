// The add-unit wizard on the same engine, over the domain's unitSchema.
import { apiClient } from '@/api/client';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import { createUnitSchema, FURNISHED, SERVICE_TYPES } from '@schemas/unit';

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
    schema: createUnitSchema(takenCodes),
    defaults: { services: [] },
    fields: {
      name: { kind: 'text' },
      code: { kind: 'text', ltr: true },
      furnished: { kind: 'radio', options: furnished },
      capacity: { kind: 'number' },
      tables_count: { kind: 'number', hint: 'hints.tables_count' },
      area: { kind: 'number' },
      width: { kind: 'number' },
      length: { kind: 'number' },
      height: { kind: 'number' },
      description: { kind: 'textarea' },
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
      { id: 'info', fields: ['name', 'code', 'furnished', 'capacity', 'tables_count'] },
      { id: 'dimensions', fields: ['area', 'width', 'length', 'height'] },
      {
        id: 'details',
        fields: ['description', 'deposit_percent', 'refundable_insurance', 'services'],
      },
      { id: 'review', kind: 'review' },
    ],
    submit: async (values) => {
      const body: UnitInput = { ...values, is_draft: false };
      const r = unitId
        ? apiClient.PUT('/apiBack/v1/user/units/{id}', {
            params: { path: { id: unitId } },
            body,
          })
        : apiClient.POST('/apiBack/v1/user/offices/{id}/units', {
            params: { path: { id: officeId } },
            body,
          });
      return (await unwrap(r)).data;
    },
  });
}
