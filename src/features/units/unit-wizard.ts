// The add-unit wizard on the same engine, over the domain's unitSchema.
import { apiClient } from '@/api/client';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import { FURNISHED, unitSchema } from '@schemas/unit';

type UnitInput = components['schemas']['UnitInput'];

const furnished: FieldOption[] = FURNISHED.map((v) => ({ value: v, label: `furnished.${v}` }));

export function makeUnitWizard(officeId: number, unitId?: number) {
  return defineWizard({
    ns: 'units',
    schema: unitSchema,
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
    },
    steps: [
      { id: 'info', fields: ['name', 'code', 'furnished', 'capacity', 'tables_count'] },
      { id: 'dimensions', fields: ['area', 'width', 'length', 'height'] },
      { id: 'details', fields: ['description', 'deposit_percent', 'refundable_insurance'] },
      { id: 'review', kind: 'review' },
    ],
    submit: async (values) => {
      const body = { ...values, is_draft: false } as UnitInput;
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
