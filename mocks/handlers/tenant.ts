// Tenant ("ordinary") operations: profile, favourites, reviews, complaints, coupons,
// quote, reservations, payments, invoices, contracts, notifications. A business
// account gets 403 on every one ("you can't book in a business account" for booking).
import { complaintSchema, reportSchema, reviewSchema } from '@schemas/feedback';
import { couponCheckSchema } from '@schemas/prices';
import { tenantProfileSchema } from '@schemas/profile';
import { createReservationQuoteSchema, createReservationSchema } from '@schemas/reservation';
import { applyCoupon, fromHalalas, toHalalas } from '@/domain';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { PaymentRow, UserRow } from '../db/schema';
import {
  ApiFailure,
  intParam,
  lang,
  MESSAGES,
  newestFirst,
  notFound,
  ok,
  paginate,
  requireTenant,
  route,
  type Body,
} from '../lib/http';
import {
  amountDue,
  bookableUnit,
  bookingContext,
  createReservation,
  moveReservation,
  notify,
  payableReservation,
  priceBooking,
  settlePayment,
} from '../services/booking';
import {
  toComplaint,
  toContract,
  toNotification,
  toOfficeSummary,
  toPayment,
  toPrintable,
  toReservation,
  toReview,
  toTenantInvoice,
  toTenantProfile,
} from './serialize';

const tenant = (request: Request) => requireTenant(request);
const booker = (request: Request) => requireTenant(request, MESSAGES.businessCannotBook);
const created = (data: unknown, message?: string) => ok(data, message, 201);

function ownReservation(me: UserRow, id: number) {
  const r = getStore().db.reservations.findFirst((q) => q.where({ id, tenant_id: me.id }));
  if (!r) notFound();
  return r;
}

/** Unit id of a booking body, if readable (for the reserved calendar the rule needs). */
const unitOf = (body: Body) =>
  Number.isInteger(body.unit_id) && body.unit_id > 0 ? body.unit_id : 0;

export const tenantHandlers = [
  route('get', '/ordinaries/profile', ({ request }) => ok(toTenantProfile(tenant(request))), {
    auth: tenant,
  }),
  route(
    'put',
    '/ordinaries/profile',
    async ({ request, body }) => {
      const me = tenant(request);
      const updated = await getStore().db.users.update((q) => q.where({ id: me.id }), {
        data(u) {
          u.first_name = body.first_name;
          u.last_name = body.last_name;
          if (body.email !== undefined) u.email = body.email || null;
          if (body.city_id !== undefined) u.city_id = body.city_id;
        },
      });
      return ok(toTenantProfile(updated!), 'تم حفظ البيانات');
    },
    { auth: tenant, rules: () => tenantProfileSchema.passthrough() },
  ),

  // ---------- favourites ----------
  route(
    'get',
    '/ordinaries/favorites',
    ({ request, url }) => {
      const me = tenant(request);
      const { db } = getStore();
      const favs = newestFirst(db.favorites.findMany((q) => q.where({ user_id: me.id })));
      const set = new Set(favs.map((f) => f.office_id));
      const offices = favs
        .map((f) => db.offices.findFirst((q) => q.where({ id: f.office_id })))
        .filter((o) => o !== undefined);
      return ok(paginate(offices, url, (o) => toOfficeSummary(o, lang(request), set)));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/favorites',
    async ({ request, body }) => {
      const me = tenant(request);
      const { store, db } = getStore();
      const office = db.offices.findFirst((q) => q.where({ id: body.office_id }));
      if (!office || office.status !== 'published')
        throw new ApiFailure(422, MESSAGES.invalidInput, { office_id: [msg('invalidInput')] });
      if (!db.favorites.findFirst((q) => q.where({ user_id: me.id, office_id: office.id }))) {
        await db.favorites.create({
          id: store.nextId('favorites'),
          user_id: me.id,
          office_id: office.id,
          created_at: new Date().toISOString(),
        });
      }
      return Response.json({ message: 'تمت الإضافة إلى المفضلة' }, { status: 201 });
    },
    { auth: tenant },
  ),
  route(
    'delete',
    '/ordinaries/favorites/{officeId}',
    ({ request, params }) => {
      const me = tenant(request);
      const officeId = intParam(params.officeId);
      const removed = getStore().db.favorites.deleteMany((q) =>
        q.where({ user_id: me.id, office_id: officeId }),
      );
      if (!removed.length) notFound();
      return Response.json({ message: 'تمت الإزالة من المفضلة' });
    },
    { auth: tenant },
  ),

  // ---------- reviews, complaints, reports ----------
  route(
    'post',
    '/ordinaries/reviews',
    async ({ request, body }) => {
      const me = tenant(request);
      const { store, db } = getStore();
      const office = db.offices.findFirst((q) => q.where({ id: body.office_id }));
      if (!office || office.status !== 'published')
        throw new ApiFailure(422, MESSAGES.invalidInput, { office_id: [msg('invalidInput')] });
      const row = await db.reviews.create({
        id: store.nextId('reviews'),
        office_id: office.id,
        user_id: me.id,
        title: body.title,
        comment: body.comment,
        rating: body.rating,
        created_at: new Date().toISOString(),
      });
      await notify(
        office.owner_id,
        'review',
        ['تقييم جديد', `تقييم ${row.rating} من 5 على ${office.name_ar}.`],
        ['New review', `${row.rating}/5 on ${office.name_en}.`],
      );
      return created(toReview(row, lang(request)), 'شكرا لتقييمك');
    },
    { auth: tenant, rules: () => reviewSchema },
  ),
  route(
    'get',
    '/ordinaries/complaints',
    ({ request, url }) => {
      const me = tenant(request);
      const rows = newestFirst(
        getStore().db.complaints.findMany((q) => q.where({ user_id: me.id })),
      );
      return ok(paginate(rows, url, (c) => toComplaint(c, lang(request))));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/complaints',
    async ({ request, body }) => {
      const me = tenant(request);
      const { store, db } = getStore();
      const row = await db.complaints.create({
        id: store.nextId('complaints'),
        user_id: me.id,
        subject: body.subject ?? null,
        reason: body.reason,
        office_id: body.office_id ?? null,
        reservation_id: body.reservation_id ?? null,
        status: 'open',
        reply: null,
        created_at: new Date().toISOString(),
      });
      return created(toComplaint(row, lang(request)), 'تم استلام الشكوى وستعالج خلال 72 ساعة');
    },
    { auth: tenant, rules: () => complaintSchema },
  ),
  route(
    'post',
    '/ordinaries/offices/{id}/report',
    async ({ request, params, body }) => {
      const me = tenant(request);
      const { store, db } = getStore();
      const office = db.offices.findFirst((q) => q.where({ id: intParam(params.id) }));
      if (!office) notFound();
      const row = await db.complaints.create({
        id: store.nextId('complaints'),
        user_id: me.id,
        subject: `بلاغ: ${body.reason_type}`,
        reason: body.reason,
        office_id: office.id,
        reservation_id: null,
        status: 'open',
        reply: null,
        created_at: new Date().toISOString(),
      });
      return created(toComplaint(row, lang(request)), 'تم استلام البلاغ');
    },
    { auth: tenant, rules: () => reportSchema },
  ),

  // ---------- coupons and quotes ----------
  route(
    'post',
    '/ordinaries/coupons/check',
    ({ request, body }) => {
      booker(request);
      const unit = bookableUnit(body.unit_id);
      const coupons = getStore().db.coupons.findMany((q) => q.where({ owner_id: unit.owner_id }));
      const outcome = applyCoupon(coupons, body as Parameters<typeof applyCoupon>[1]);
      if (!outcome.ok)
        throw new ApiFailure(422, MESSAGES.invalidCoupon, { code: [msg('invalidCoupon')] });
      return ok(outcome.result, outcome.message);
    },
    { auth: booker, rules: () => couponCheckSchema },
  ),
  route(
    'post',
    '/ordinaries/reservations/quote',
    ({ request, body }) => {
      booker(request);
      const priced = priceBooking(body as never, 'deposit');
      const q = priced.quote;
      return ok({
        unit_id: priced.unit.id,
        type_res_id: body.type_res_id,
        duration: priced.duration,
        unit_price: q.unit_price,
        subtotal: fromHalalas(toHalalas(q.base_amount) + toHalalas(q.services_amount)),
        offer_discount: q.offer_discount,
        offer_discount_value: q.offer_discount_value,
        coupon_discount: q.coupon_discount,
        coupon_discount_value: q.coupon_discount_value,
        commission_rate_tenant: q.commission_rate,
        commission_value_tenant: q.commission_value,
        tax_rate: q.tax_rate,
        tax_value: q.tax_value,
        total: q.total_amount,
        deposit_percent: priced.unit.deposit_percent,
        deposit_amount: q.due_now,
        services: priced.unit.services
          .filter((s) => s.mandatory)
          .map((s) => ({
            id: s.id,
            name_ar: s.name_ar,
            name_en: s.name_en,
            price: s.price,
            type: s.type,
            mandatory: s.mandatory,
          })),
      });
    },
    {
      auth: booker,
      rules: ({ body }) => createReservationQuoteSchema(bookingContext(unitOf(body))),
    },
  ),

  // ---------- reservations ----------
  route(
    'get',
    '/ordinaries/reservations',
    ({ request, url }) => {
      const me = tenant(request);
      const status = url.searchParams.get('status');
      const rows = newestFirst(
        getStore().db.reservations.findMany((q) => q.where({ tenant_id: me.id })),
      ).filter((r) => !status || r.status === status);
      return ok(paginate(rows, url, (r) => toReservation(r, lang(request))));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/reservations',
    async ({ request, body }) => {
      const me = booker(request);
      const row = await createReservation(me, body as never);
      return created(toReservation(row, lang(request)), 'تم إنشاء الحجز، أكمل الدفع لتأكيده');
    },
    {
      auth: booker,
      // The booking rules also report when another field (pay mode, terms) is wrong.
      rules: ({ body }) => [
        createReservationSchema(bookingContext(unitOf(body))),
        createReservationQuoteSchema(bookingContext(unitOf(body))).loose(),
      ],
    },
  ),
  route(
    'get',
    '/ordinaries/reservations/{id}',
    ({ request, params }) =>
      ok(toReservation(ownReservation(tenant(request), intParam(params.id)), lang(request))),
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/reservations/{id}/cancel',
    async ({ request, params, body }) => {
      const r = ownReservation(tenant(request), intParam(params.id));
      const next = await moveReservation(r, 'cancelled', 'tenant', body.reason);
      return ok(toReservation(next, lang(request)), 'تم إلغاء الحجز');
    },
    { auth: tenant },
  ),

  // ---------- payments ----------
  route(
    'post',
    '/ordinaries/payments/gateway-session',
    async ({ request, body, url }) => {
      const me = booker(request);
      const r = payableReservation(me, body.reservation_id);
      const amount = amountDue(r, body.pay_mode);
      const { store, db } = getStore();
      const payment = await db.payments.create({
        id: store.nextId('payments'),
        reservation_id: r.id,
        tenant_id: me.id,
        lessor_id: r.lessor_id,
        amount,
        method: 'gateway',
        pay_mode: body.pay_mode,
        status: 'initiated',
        receipt_image: null,
        gateway_ref: `mock_${r.id}_${Date.now().toString(36)}`,
        failure_reason: null,
        created_at: new Date().toISOString(),
        confirmed_at: null,
      });
      const halalas = Math.round(amount * 100);
      return created({
        payment_id: payment.id,
        gateway: 'moyasar' as const,
        amount,
        amount_halalas: halalas,
        currency: 'SAR' as const,
        publishable_key: 'pk_test_embedded_mock_backend',
        description: `حجز رقم ${r.id}`,
        callback_url:
          body.return_url ?? `${url.origin}/payment_done/${r.id}?payment_id=${payment.id}`,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
    },
    { auth: booker },
  ),
  route(
    'post',
    '/ordinaries/payments/bank-transfer',
    async ({ request, body }) => {
      const me = booker(request);
      const r = payableReservation(me, body.reservation_id);
      const amount = amountDue(r, body.pay_mode);
      const { store, db } = getStore();
      const payment = await db.payments.create({
        id: store.nextId('payments'),
        reservation_id: r.id,
        tenant_id: me.id,
        lessor_id: r.lessor_id,
        amount,
        method: 'bank',
        pay_mode: body.pay_mode,
        // A bank transfer waits for the office to confirm the receipt.
        status: 'awaiting_confirmation',
        receipt_image: `uploads/receipts/${r.id}/rcpt${String(getStore().store.nextId('payments')).padStart(6, '0')}.jpg`,
        gateway_ref: null,
        failure_reason: null,
        created_at: new Date().toISOString(),
        confirmed_at: null,
      });
      if (r.status === 'pending') await moveReservation(r, 'processing', 'system');
      await db.reservations.update((q) => q.where({ id: r.id }), {
        data(x) {
          x.payment_method = 'bank';
        },
      });
      await notify(
        r.lessor_id,
        'payment',
        ['تحويل بنكي بانتظار التأكيد', `أرفق المستأجر إيصال تحويل للحجز رقم ${r.id}.`],
        ['Bank transfer to confirm', `A transfer receipt was attached to booking #${r.id}.`],
      );
      return created(toPayment(payment, lang(request)), 'تم إرسال الإيصال وبانتظار تأكيد المكتب');
    },
    { auth: booker },
  ),
  route(
    'get',
    '/ordinaries/payments/{id}',
    async ({ request, params }) => {
      const me = tenant(request);
      const found = getStore().db.payments.findFirst((q) =>
        q.where({ id: intParam(params.id), tenant_id: me.id }),
      );
      if (!found) notFound();
      let p: PaymentRow = found;
      // The embedded "gateway" approves a card session the first time its status is asked
      // (the redirect back); the backend, not the redirect, decides it is paid.
      if (p.method === 'gateway' && p.status === 'initiated') p = await settlePayment(p);
      return ok(toPayment(p, lang(request)));
    },
    { auth: tenant },
  ),

  // ---------- invoices, contracts, notifications ----------
  route(
    'get',
    '/ordinaries/invoices',
    ({ request, url }) => {
      const me = tenant(request);
      const rows = newestFirst(
        getStore().db.tenantInvoices.findMany((q) => q.where({ tenant_id: me.id })),
      );
      return ok(paginate(rows, url, (i) => toTenantInvoice(i, lang(request))));
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/invoices/{id}',
    ({ request, params }) => {
      const me = tenant(request);
      const i = getStore().db.tenantInvoices.findFirst((q) =>
        q.where({ id: intParam(params.id), tenant_id: me.id }),
      );
      if (!i) notFound();
      return ok(toTenantInvoice(i, lang(request)));
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/contracts',
    ({ request, url }) => {
      const me = tenant(request);
      const rows = newestFirst(
        getStore().db.contracts.findMany((q) => q.where({ tenant_id: me.id })),
      );
      return ok(paginate(rows, url, (c) => toContract(c, lang(request))));
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/contracts/{id}/print',
    ({ request, params }) => {
      const me = tenant(request);
      const c = getStore().db.contracts.findFirst((q) =>
        q.where({ id: intParam(params.id), tenant_id: me.id }),
      );
      if (!c) notFound();
      return ok(toPrintable(c, lang(request)));
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/notifications',
    ({ request, url }) => {
      const me = tenant(request);
      const unread = url.searchParams.get('unread_only') === 'true';
      const rows = newestFirst(
        getStore().db.notifications.findMany((q) => q.where({ user_id: me.id })),
      ).filter((n) => !unread || !n.read_at);
      return ok(paginate(rows, url, (n) => toNotification(n, lang(request))));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/notifications/{id}/read',
    async ({ request, params }) => {
      const me = tenant(request);
      const n = getStore().db.notifications.findFirst((q) =>
        q.where({ id: intParam(params.id), user_id: me.id }),
      );
      if (!n) notFound();
      const next = await getStore().db.notifications.update((q) => q.where({ id: n.id }), {
        data(x) {
          x.read_at ??= new Date().toISOString();
        },
      });
      return ok(toNotification(next!, lang(request)));
    },
    { auth: tenant },
  ),
];
