// The offer form: one step over the domain's offer rules (discount 1..100 % or a fixed
// amount, dates in order, at least one unit and one price type).
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import { createOfferSchema, type DiscountContext } from '@schemas/prices';
import { discountTypeOptions, priceTypeOptions } from './discount-options';

type OfferInput = components['schemas']['OfferInput'];

export function makeOfferWizard(
  units: FieldOption[],
  offerId?: number,
  context: DiscountContext = {},
) {
  return defineWizard({
    ns: 'prices',
    // A fixed discount above the cheapest chosen unit's price is refused at the field.
    schema: createOfferSchema(context),
    defaults: { type: 'percentage', is_active: true, unit_ids: [], price_types: ['all'] },
    fields: {
      name: { kind: 'text' },
      type: { kind: 'radio', options: discountTypeOptions },
      value: { kind: 'number', hint: 'hints.value' },
      start_date: { kind: 'date' },
      end_date: { kind: 'date' },
      unit_ids: { kind: 'checkboxes', options: units, numeric: true },
      price_types: { kind: 'checkboxes', options: priceTypeOptions },
      required_deposit_percent: { kind: 'number', hint: 'hints.required_deposit_percent' },
      is_active: { kind: 'checkbox' },
    },
    steps: [
      {
        id: 'offer',
        fields: [
          'name',
          'type',
          'value',
          'start_date',
          'end_date',
          'unit_ids',
          'price_types',
          'required_deposit_percent',
          'is_active',
        ],
      },
    ],
    submit: async (values) => {
      const body: OfferInput = values;
      const r = offerId
        ? apiCall.PUT('/apiBack/v1/user/offers/{id}', {
            params: { path: { id: offerId } },
            body,
          })
        : apiCall.POST('/apiBack/v1/user/offers', { body });
      return (await unwrap(r)).data;
    },
  });
}
