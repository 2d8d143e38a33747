// Tag "coupons": a tenant checks a code before booking; the lessor manages its coupons
// (a code is unique per lessor; max uses never below the uses already spent).
import { applyCoupon } from '@/domain';
import { couponCheckSchema, createCouponSchema } from '@schemas/prices';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { booker, lessor } from '../lib/auth';
import { created, done, invalid, MESSAGES, newestFirst, ok, paginate } from '../lib/http';
import { ofAccount, ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toCoupon } from '../serializers/coupon';
import { bookableUnit } from '../services/booking';
import { checkOwnUnits, maxPriceFor } from '../services/listings';
import { updateById } from '../lib/update-row';

const couponRule = ({ body }: { body: { unit_ids?: unknown } }) =>
  createCouponSchema({ maxPrice: maxPriceFor(body.unit_ids) });

export const couponsHandlers = [
  route(
    'post',
    '/ordinaries/coupons/check',
    ({ body }) => {
      const unit = bookableUnit(body.unit_id);
      const coupons = getStore().db.coupons.findMany((q) => q.where({ owner_id: unit.owner_id }));
      const outcome = applyCoupon(coupons, body);
      if (!outcome.ok) throw invalid('code', msg('invalidCoupon'), MESSAGES.invalidCoupon);
      return ok(outcome.result, outcome.message);
    },
    { auth: booker, rules: () => couponCheckSchema },
  ),

  route(
    'get',
    '/user/coupons',
    ({ me, url, lang }) =>
      ok(paginate(newestFirst(ownedList('coupons', ofAccount(me))), url, (c) => toCoupon(c, lang))),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/coupons',
    async ({ me, body, lang }) => {
      checkOwnUnits(me, body.unit_ids);
      const { store, db } = getStore();
      const code = String(body.code).toUpperCase();
      if (db.coupons.findFirst((q) => q.where({ owner_id: me.actingFor, code })))
        throw invalid('code', msg('codeTaken'));
      const row = await db.coupons.create({
        id: store.nextId('coupons'),
        owner_id: me.actingFor,
        code,
        name: body.name,
        type: body.type,
        value: body.value,
        max_uses: body.max_uses,
        used_count: 0,
        active_from: body.active_from,
        active_to: body.active_to,
        unit_ids: body.unit_ids,
        price_types: body.price_types,
        is_active: body.is_active ?? true,
        created_at: new Date().toISOString(),
      });
      return created(toCoupon(row, lang), 'تم إنشاء الكوبون');
    },
    { auth: lessor, rules: couponRule },
  ),
  route(
    'get',
    '/user/coupons/{id}',
    ({ me, params, lang }) => ok(toCoupon(ownedItem('coupons', ofAccount(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/coupons/{id}',
    async ({ me, params, body, lang }) => {
      const c = ownedItem('coupons', ofAccount(me), params.id);
      checkOwnUnits(me, body.unit_ids);
      if (body.max_uses < c.used_count) throw invalid('max_uses', msg('invalidNumber'));
      const code = String(body.code).toUpperCase();
      if (ownedList('coupons', ofAccount(me)).some((x) => x.id !== c.id && x.code === code))
        throw invalid('code', msg('codeTaken'));
      const next = await updateById(getStore().db.coupons, c.id, {
        data(x) {
          Object.assign(x, {
            name: body.name,
            code,
            type: body.type,
            value: body.value,
            max_uses: body.max_uses,
            active_from: body.active_from,
            active_to: body.active_to,
            unit_ids: body.unit_ids,
            price_types: body.price_types,
            is_active: body.is_active ?? x.is_active,
          });
        },
      });
      return ok(toCoupon(next, lang), 'تم حفظ الكوبون');
    },
    { auth: lessor, rules: couponRule },
  ),
  route(
    'delete',
    '/user/coupons/{id}',
    ({ me, params }) => {
      const c = ownedItem('coupons', ofAccount(me), params.id);
      getStore().db.coupons.delete((q) => q.where({ id: c.id }));
      return done('تم حذف الكوبون');
    },
    { auth: lessor },
  ),
];
