// The main prices of one unit, declared on the wizard engine: one row per booking period
// (hourly, daily, weekly, monthly, yearly) with an active box and a price, over the domain's
// unitPricesSchema (at least one active price, a value for each active price).
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { defineWizard } from '@/engines/wizard';
import { PERIOD_TYPES, TYPE_RES_ID } from '@schemas/lib/booking-period';
import { unitPricesSchema } from '@schemas/prices';
import type { z } from 'zod';

type UnitPrices = components['schemas']['UnitPrices'];
type Row = z.input<typeof unitPricesSchema>['prices'][number];

const periodLabel = (row: Partial<Row>) => `typeRes.${row.type_res_id}`;

/** Every period gets a row (shortest first), the unit's saved price in it or an empty one. */
export function unitPricesToValues(unit: UnitPrices): z.input<typeof unitPricesSchema> {
  return {
    prices: PERIOD_TYPES.map((period) => {
      const id = TYPE_RES_ID[period] as Row['type_res_id'];
      const p = unit.prices.find((x) => x.type_res_id === id);
      return { type_res_id: id, active: Boolean(p && p.active !== false), price: p?.price ?? '' };
    }),
  };
}

export function makeMainPricesWizard(unitId: number) {
  return defineWizard({
    ns: 'prices',
    schema: unitPricesSchema,
    submitLabel: 'actions.save',
    fields: {
      prices: {
        kind: 'rows',
        hideLabel: true,
        hint: 'hints.prices',
        rowLabel: periodLabel,
        fields: {
          active: { kind: 'checkbox', labelOf: periodLabel },
          price: {
            kind: 'number',
            label: 'fields.priceOf',
            hideLabel: true,
            placeholder: 'fields.price',
          },
        },
      },
    },
    steps: [{ id: 'main', fields: ['prices'] }],
    submit: async (body) =>
      (
        await unwrap(
          apiCall.PUT('/apiBack/v1/user/units/{id}/prices', {
            params: { path: { id: unitId } },
            body,
          }),
        )
      ).data,
  });
}
