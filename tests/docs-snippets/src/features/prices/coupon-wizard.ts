// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/prices/coupon-wizard.ts
import type { components } from '@/api/generated/apiback';
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import { createCouponSchema, DISCOUNT_TYPES, PRICE_TYPES } from '@schemas/prices';

type CouponInput = components['schemas']['CouponInput'];

// Option labels are keys of the wizard's ns; the values come from the schema's own lists.
const discountTypes = DISCOUNT_TYPES.map((v) => ({ value: v, label: `discountTypes.${v}` }));
const priceTypes = PRICE_TYPES.map((v) => ({ value: v, label: `priceTypes.${v}` }));

export function makeCouponWizard(units: FieldOption[], couponId?: number) {
  return defineWizard({
    ns: 'prices',
    schema: createCouponSchema({}),
    defaults: { type: 'percentage', is_active: true, unit_ids: [], price_types: ['all'] },
    fields: {
      code: { kind: 'text', ltr: true, hint: 'hints.code' },
      name: { kind: 'text' },
      type: { kind: 'radio', options: discountTypes },
      value: { kind: 'number' },
      max_uses: { kind: 'number' },
      active_from: { kind: 'date' },
      active_to: { kind: 'date' },
      unit_ids: { kind: 'checkboxes', options: units, numeric: true },
      price_types: { kind: 'checkboxes', options: priceTypes },
      is_active: { kind: 'checkbox' },
    },
    steps: [
      {
        id: 'coupon',
        fields: ['code', 'name', 'type', 'value', 'max_uses', 'active_from', 'active_to'],
      },
      { id: 'applies', fields: ['unit_ids', 'price_types', 'is_active'] },
    ],
    submit: async (values) => {
      const body: CouponInput = values;
      const sent = couponId
        ? apiCall.PUT('/apiBack/v1/user/coupons/{id}', { params: { path: { id: couponId } }, body })
        : apiCall.POST('/apiBack/v1/user/coupons', { body });
      return (await unwrap(sent)).data;
    },
  });
}
