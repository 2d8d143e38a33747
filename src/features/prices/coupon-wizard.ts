// The coupon form: code (at least 4, upper case), discount, uses, active dates, units and
// price types, over the domain's coupon rules.
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import { createCouponSchema, type DiscountContext } from '@schemas/prices';
import { discountTypeOptions, priceTypeOptions } from './discount-options';

type CouponInput = components['schemas']['CouponInput'];

export function makeCouponWizard(
  units: FieldOption[],
  couponId?: number,
  context: DiscountContext = {},
) {
  return defineWizard({
    ns: 'prices',
    // A fixed discount above the cheapest chosen unit's price is refused at the field.
    schema: createCouponSchema(context),
    defaults: { type: 'percentage', is_active: true, unit_ids: [], price_types: ['all'] },
    fields: {
      code: { kind: 'text', ltr: true, hint: 'hints.code' },
      name: { kind: 'text' },
      type: { kind: 'radio', options: discountTypeOptions },
      value: { kind: 'number', hint: 'hints.value' },
      max_uses: { kind: 'number' },
      active_from: { kind: 'date' },
      active_to: { kind: 'date' },
      unit_ids: { kind: 'checkboxes', options: units, numeric: true },
      price_types: { kind: 'checkboxes', options: priceTypeOptions },
      is_active: { kind: 'checkbox' },
    },
    steps: [
      {
        id: 'coupon',
        fields: [
          'code',
          'name',
          'type',
          'value',
          'max_uses',
          'active_from',
          'active_to',
          'unit_ids',
          'price_types',
          'is_active',
        ],
      },
    ],
    submit: async (values) => {
      const body: CouponInput = values;
      const r = couponId
        ? apiCall.PUT('/apiBack/v1/user/coupons/{id}', {
            params: { path: { id: couponId } },
            body,
          })
        : apiCall.POST('/apiBack/v1/user/coupons', { body });
      return (await unwrap(r)).data;
    },
  });
}
