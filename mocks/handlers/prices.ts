// Tag "prices": the lessor's unit prices and deposits ("down prices").
import { unitPricesSchema } from '@schemas/prices';
import { downPriceSchema } from '@schemas/unit';
import { getStore } from '../backend';
import { lessor } from '../lib/auth';
import { ok, paginate } from '../lib/http';
import { ofAccount, ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toDownPrice, toUnitPrices } from '../serializers/price';
import { setPrices } from '../services/listings';
import { updateById } from '../lib/update-row';

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

export const pricesHandlers = [
  route(
    'get',
    '/user/prices',
    ({ me, url, lang }) => {
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const rows = ownedList('units', ofAccount(me))
        .filter((u) => !officeId || u.office_id === officeId)
        .sort(byId);
      return ok(paginate(rows, url, (u) => toUnitPrices(u, lang)));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/units/{id}/prices',
    async ({ me, params, body, lang }) => {
      const u = ownedItem('units', ofAccount(me), params.id);
      const next = await updateById(getStore().db.units, u.id, {
        data(x) {
          setPrices(x, body.prices);
        },
      });
      return ok(toUnitPrices(next, lang), 'تم حفظ الأسعار');
    },
    { auth: lessor, rules: () => unitPricesSchema },
  ),
  route(
    'get',
    '/user/down-prices',
    ({ me, url, lang }) => {
      const rows = ownedList('units', ofAccount(me)).sort(byId);
      return ok(paginate(rows, url, (u) => toDownPrice(u, lang)));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/units/{id}/down-price',
    async ({ me, params, body, lang }) => {
      const u = ownedItem('units', ofAccount(me), params.id);
      const next = await updateById(getStore().db.units, u.id, {
        data(x) {
          x.deposit_percent = body.deposit_percent;
        },
      });
      return ok(toDownPrice(next, lang), 'تم حفظ العربون');
    },
    { auth: lessor, rules: () => downPriceSchema },
  ),
];
