// Tag "offers": the lessor's offers (a discount by date on its own units).
import { msg } from '@schemas/messages';
import { createOfferSchema, OFFERS_PER_UNIT_MAX } from '@schemas/prices';
import { getStore } from '../backend';
import { lessor, type Lessor } from '../lib/auth';
import { created, done, invalid, newestFirst, ok, paginate } from '../lib/http';
import { ofAccount, ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import type { S } from '../serializers/common';
import { toOffer } from '../serializers/offer';
import { checkOwnUnits, maxPriceFor } from '../services/listings';
import { updateById } from '../lib/update-row';

const offerRule = ({ body }: { body: { unit_ids?: unknown } }) =>
  createOfferSchema({ maxPrice: maxPriceFor(body.unit_ids) }).passthrough();

/**
 * Room for one more offer on every unit it covers (no unit list = all the lessor's units):
 * a unit carries at most OFFERS_PER_UNIT_MAX offers that have not ended.
 */
function checkOfferRoom(me: Lessor, unitIds: readonly number[], except?: number) {
  const today = new Date().toISOString().slice(0, 10);
  const live = ownedList('offers', ofAccount(me)).filter(
    (o) => o.id !== except && o.end_date.slice(0, 10) >= today,
  );
  const units = unitIds.length ? unitIds : ownedList('units', ofAccount(me)).map((u) => u.id);
  for (const id of units) {
    const carried = live.filter((o) => o.unit_ids.length === 0 || o.unit_ids.includes(id));
    if (carried.length >= OFFERS_PER_UNIT_MAX) throw invalid('unit_ids', msg('offersMax'));
  }
}

/** The offer's terms as the lessor writes them, the same on create and on update. */
const terms = (body: S['OfferInput']) => ({
  name: body.name,
  type: body.type,
  value: body.value,
  start_date: body.start_date,
  end_date: body.end_date,
  unit_ids: body.unit_ids,
  price_types: body.price_types,
});

export const offersHandlers = [
  route(
    'get',
    '/user/offers',
    ({ me, url, lang }) =>
      ok(paginate(newestFirst(ownedList('offers', ofAccount(me))), url, (o) => toOffer(o, lang))),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offers',
    async ({ me, body, lang }) => {
      checkOwnUnits(me, body.unit_ids);
      checkOfferRoom(me, body.unit_ids ?? []);
      const { store, db } = getStore();
      const row = await db.offers.create({
        id: store.nextId('offers'),
        owner_id: me.actingFor,
        ...terms(body),
        is_active: body.is_active ?? true,
        required_deposit_percent: body.required_deposit_percent ?? null,
        created_at: new Date().toISOString(),
      });
      return created(toOffer(row, lang), 'تم إنشاء العرض');
    },
    { auth: lessor, rules: offerRule },
  ),
  route(
    'get',
    '/user/offers/{id}',
    ({ me, params, lang }) => ok(toOffer(ownedItem('offers', ofAccount(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/offers/{id}',
    async ({ me, params, body, lang }) => {
      const o = ownedItem('offers', ofAccount(me), params.id);
      checkOwnUnits(me, body.unit_ids);
      checkOfferRoom(me, body.unit_ids ?? [], o.id);
      const next = await updateById(getStore().db.offers, o.id, {
        data(x) {
          Object.assign(x, {
            ...terms(body),
            is_active: body.is_active ?? x.is_active,
            required_deposit_percent: body.required_deposit_percent ?? x.required_deposit_percent,
          });
        },
      });
      return ok(toOffer(next, lang), 'تم حفظ العرض');
    },
    { auth: lessor, rules: offerRule },
  ),
  route(
    'delete',
    '/user/offers/{id}',
    ({ me, params }) => {
      const o = ownedItem('offers', ofAccount(me), params.id);
      getStore().db.offers.delete((q) => q.where({ id: o.id }));
      return done('تم حذف العرض');
    },
    { auth: lessor },
  ),
];
