// The deposit form of one unit: a percentage 1..100 (the domain's downPriceSchema).
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import { defineWizard } from '@/engines/wizard';
import { downPriceSchema } from '@schemas/unit';

export function makeDownPriceWizard(unitId: number) {
  return defineWizard({
    ns: 'prices',
    schema: downPriceSchema,
    fields: { deposit_percent: { kind: 'number', hint: 'hints.deposit_percent' } },
    steps: [{ id: 'deposit', fields: ['deposit_percent'] }],
    submit: async (values) =>
      (
        await unwrap(
          apiCall.PUT('/apiBack/v1/user/units/{id}/down-price', {
            params: { path: { id: unitId } },
            body: values,
          }),
        )
      ).data,
  });
}
