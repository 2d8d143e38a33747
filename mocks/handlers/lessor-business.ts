// Lessor ("bussines") operations beyond listings: profile and payout method, orders
// (reservations) and their status moves, bank-transfer confirmation, invoices, receipts,
// contracts, transfers, statements, dashboard, reports, calendar, notifications, Nafath,
// account users, marketing requests, subscription. Tenants get 403.
import dayjs from 'dayjs';
import { complaintSchema } from '@schemas/feedback';
import { lessorPaymentMethodSchema } from '@schemas/payment-method';
import { lessorProfileSchema } from '@schemas/profile';
import { toSaudiE164 } from '@schemas/lib/phone';
import { msg } from '@schemas/messages';
import { electronicInvoiceTotals, encodeZatcaQr } from '@/domain';
import { getStore } from '../backend';
import { DEMO_CODE } from '../demo-accounts';
import type { ReservationRow, ReservationStatus, TenantInvoiceRow, UserRow } from '../db/schema';
import {
  ApiFailure,
  intParam,
  lang,
  MESSAGES,
  newestFirst,
  notFound,
  ok,
  paginate,
  requireLessor,
  route,
} from '../lib/http';
import { moveReservation, notify, settlePayment } from '../services/booking';
import { dateRange, unitDays } from '../services/calendar';
import {
  fullName,
  toBusinessInvoice,
  toComplaint,
  toContract,
  toContractModel,
  toCustomContract,
  toLessorProfile,
  toMarketing,
  toNotification,
  toPayment,
  toPrintable,
  toReservation,
  toReview,
  toStatement,
  toTenantInvoice,
  toTransfer,
  type S,
} from './serialize';

const lessor = (request: Request) => requireLessor(request);
const created = (data: unknown, message?: string) => ok(data, message, 201);
const now = () => new Date().toISOString();
const pad6 = (n: number) => String(n).padStart(6, '0');

function owner(me: { actingFor: number }): UserRow {
  return getStore().db.users.findFirst((q) => q.where({ id: me.actingFor }))!;
}

function ownReservation(request: Request, id: number): ReservationRow {
  const me = lessor(request);
  const r = getStore().db.reservations.findFirst((q) => q.where({ id, lessor_id: me.actingFor }));
  if (!r) notFound();
  return r;
}

/** Reservation list filters of the contract: booking-date period, from/to, customer name, status. */
function filterReservations(rows: ReservationRow[], url: URL): ReservationRow[] {
  const p = url.searchParams;
  const period = p.get('period') ?? 'all';
  const since: Record<string, number> = { today: 1, week: 7, month: 30, year: 365 };
  const from = p.get('from');
  const to = p.get('to');
  const customer = p.get('customer')?.trim().toLowerCase();
  const status = p.get('status');
  const users = getStore().db.users;
  return rows.filter((r) => {
    if (period !== 'all' && Date.parse(r.created_at) < Date.now() - since[period] * 86_400_000)
      return false;
    if (from && r.start_at.slice(0, 10) < from) return false;
    if (to && r.start_at.slice(0, 10) > to) return false;
    if (status && r.status !== status) return false;
    if (customer) {
      const t = users.findFirst((q) => q.where({ id: r.tenant_id }));
      const names = t ? `${fullName(t, 'ar')} ${fullName(t, 'en')}`.toLowerCase() : '';
      if (!names.includes(customer)) return false;
    }
    return true;
  });
}

function electronicInvoice(i: TenantInvoiceRow, lng: 'ar' | 'en'): S['ElectronicInvoice'] {
  const { db } = getStore();
  const seller = db.users.findFirst((q) => q.where({ id: i.lessor_id }))!;
  const buyer = db.users.findFirst((q) => q.where({ id: i.tenant_id }))!;
  const discount = i.offer_discount_value + i.coupon_discount_value;
  const totals = electronicInvoiceTotals(
    i.services.map((s, k) => ({
      description: s.description,
      quantity: s.duration_res,
      unit: s.type_reservation,
      price: s.price,
      discount: k === 0 ? Math.min(discount, s.total) : 0,
    })),
  );
  const sellerName = seller.company_name ?? fullName(seller);
  const vat = seller.vat_number ?? '300000000000003';
  return {
    id: i.id,
    invoice_number: `EINV-${pad6(i.id)}`,
    release_date: i.created_at,
    seller_name: sellerName,
    seller_vat_number: vat,
    seller_address: 'الرياض، المملكة العربية السعودية',
    buyer_name: fullName(buyer, lng),
    lines: totals.lines,
    total_discount: totals.total_discount,
    taxable_total: totals.taxable_total,
    vat_total: totals.vat_total,
    grand_total: totals.grand_total,
    qr_base64: encodeZatcaQr({
      sellerName,
      vatNumber: vat,
      timestamp: new Date(i.created_at),
      total: totals.grand_total,
      vatTotal: totals.vat_total,
    }),
  };
}

function paymentMethodOf(u: UserRow): S['LessorPaymentMethod'] {
  if (u.payout_method === 'bank' && u.iban)
    return {
      method: 'bank',
      bank_name: u.bank_name ?? '',
      holder_name: u.bank_holder_name ?? fullName(u),
      iban: u.iban,
    };
  return { method: 'stc_pay', stc_pay_mobile: u.stc_pay_mobile ?? u.phone };
}

const MONTHS_BACK = 6;

export const lessorBusinessHandlers = [
  // ---------- profile and payout ----------
  route('get', '/user/profile', ({ request }) => ok(toLessorProfile(lessor(request))), {
    auth: lessor,
  }),
  route(
    'put',
    '/user/profile',
    async ({ request, body }) => {
      const me = lessor(request);
      const [first, ...rest] = String(body.full_name).trim().split(/\s+/);
      const next = await getStore().db.users.update((q) => q.where({ id: me.id }), {
        data(u) {
          u.first_name = first;
          u.last_name = rest.join(' ');
          u.company_name = body.company_name ?? u.company_name;
          u.office_name = body.office_name ?? u.office_name;
          u.email = body.email ?? u.email;
          u.city_id = body.city_id;
          u.district = body.district ?? u.district;
          u.identity_type = body.identity_type;
          u.identity_number = body.identity_number;
          u.commercial_register = body.commercial_register ?? u.commercial_register;
          u.vat_number = body.vat_number ?? u.vat_number;
          u.phone = toSaudiE164(body.phone) ?? u.phone;
          u.bio = body.bio ?? u.bio;
          u.has_license = !!body.has_license;
          u.license_number = body.license_number ?? u.license_number;
          u.profile_completed = true;
        },
      });
      return ok(toLessorProfile(next!), 'تم حفظ البيانات');
    },
    { auth: lessor, rules: () => lessorProfileSchema },
  ),
  route(
    'post',
    '/user/profile/logo',
    async ({ request }) => {
      const me = lessor(request);
      const next = await getStore().db.users.update((q) => q.where({ id: me.actingFor }), {
        data(u) {
          u.logo = `uploads/logos/${u.id}/logo${pad6(Date.now() % 1e6)}.png`;
        },
      });
      return ok(toLessorProfile(me.id === me.actingFor ? next! : me), 'تم تحديث الشعار');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/payment-methods',
    ({ request }) => ok(paymentMethodOf(owner(lessor(request)))),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/payment-methods',
    async ({ request, body }) => {
      const me = lessor(request);
      const next = await getStore().db.users.update((q) => q.where({ id: me.actingFor }), {
        data(u) {
          u.payout_method = body.method;
          if (body.method === 'stc_pay')
            u.stc_pay_mobile = toSaudiE164(body.stc_pay_mobile) ?? body.stc_pay_mobile;
          else {
            u.bank_name = body.bank_name;
            u.bank_holder_name = body.holder_name;
            u.iban = String(body.iban).replace(/\s+/g, '').toUpperCase();
          }
        },
      });
      return ok(paymentMethodOf(next!), 'تم حفظ طريقة الاستلام');
    },
    { auth: lessor, rules: () => lessorPaymentMethodSchema },
  ),

  // ---------- reviews and complaints ----------
  route(
    'get',
    '/user/reviews',
    ({ request, url }) => {
      const me = lessor(request);
      const { db } = getStore();
      const mine = new Set(
        db.offices.findMany((q) => q.where({ owner_id: me.actingFor })).map((o) => o.id),
      );
      const rows = newestFirst(db.reviews.findMany((q) => q.where((r) => mine.has(r.office_id))));
      return ok(paginate(rows, url, (r) => toReview(r, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/complaints',
    ({ request, url }) => {
      const me = lessor(request);
      const { db } = getStore();
      const mine = new Set(
        db.offices.findMany((q) => q.where({ owner_id: me.actingFor })).map((o) => o.id),
      );
      // The lessor sees its own complaints and those about its offices.
      const rows = newestFirst(
        db.complaints.findMany((q) =>
          q.where((c) => c.user_id === me.id || (c.office_id !== null && mine.has(c.office_id))),
        ),
      );
      return ok(paginate(rows, url, (c) => toComplaint(c, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/complaints',
    async ({ request, body }) => {
      const me = lessor(request);
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
        created_at: now(),
      });
      return created(toComplaint(row, lang(request)), 'تم استلام الشكوى وستعالج خلال 72 ساعة');
    },
    { auth: lessor, rules: () => complaintSchema },
  ),

  // ---------- orders (reservations) ----------
  route(
    'get',
    '/user/reservations',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = filterReservations(
        newestFirst(
          getStore().db.reservations.findMany((q) => q.where({ lessor_id: me.actingFor })),
        ),
        url,
      );
      return ok(paginate(rows, url, (r) => toReservation(r, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/reservations/{id}',
    ({ request, params }) =>
      ok(toReservation(ownReservation(request, intParam(params.id)), lang(request))),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/reservations/{id}/accept',
    async ({ request, params }) =>
      ok(
        toReservation(
          await moveReservation(ownReservation(request, intParam(params.id)), 'accepted', 'lessor'),
          lang(request),
        ),
        'تم قبول الطلب',
      ),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/reservations/{id}/reject',
    async ({ request, params, body }) =>
      ok(
        toReservation(
          await moveReservation(
            ownReservation(request, intParam(params.id)),
            'rejected',
            'lessor',
            body.reason,
          ),
          lang(request),
        ),
        'تم رفض الطلب',
      ),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/reservations/{id}/cancel',
    async ({ request, params, body }) =>
      ok(
        toReservation(
          await moveReservation(
            ownReservation(request, intParam(params.id)),
            'cancelled',
            'lessor',
            body.reason,
          ),
          lang(request),
        ),
        'تم إلغاء الطلب',
      ),
    { auth: lessor },
  ),
  route(
    'patch',
    '/user/reservations/{id}/status',
    async ({ request, params, body }) => {
      const r = ownReservation(request, intParam(params.id));
      return ok(
        toReservation(
          await moveReservation(r, body.status as ReservationStatus, 'lessor', body.reason),
          lang(request),
        ),
        'تم تغيير الحالة',
      );
    },
    { auth: lessor },
  ),

  // ---------- tenant payments to confirm ----------
  route(
    'get',
    '/user/payments',
    ({ request, url }) => {
      const me = lessor(request);
      const status = url.searchParams.get('status');
      const rows = newestFirst(
        getStore().db.payments.findMany((q) => q.where({ lessor_id: me.actingFor })),
      ).filter((p) => !status || p.status === status);
      return ok(paginate(rows, url, (p) => toPayment(p, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/payments/{id}/confirm',
    async ({ request, params }) => {
      const me = lessor(request);
      const p = getStore().db.payments.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!p) notFound();
      if (p.method !== 'bank' || p.status !== 'awaiting_confirmation')
        throw new ApiFailure(422, MESSAGES.invalidInput, { status: [msg('invalidInput')] });
      return ok(toPayment(await settlePayment(p), lang(request)), 'تم تأكيد التحويل');
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/payments/{id}/reject',
    async ({ request, params, body }) => {
      const me = lessor(request);
      const { db } = getStore();
      const p = db.payments.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!p) notFound();
      if (p.method !== 'bank' || p.status !== 'awaiting_confirmation')
        throw new ApiFailure(422, MESSAGES.invalidInput, { status: [msg('invalidInput')] });
      const next = await db.payments.update((q) => q.where({ id: p.id }), {
        data(x) {
          x.status = 'rejected';
          x.failure_reason = body.reason;
        },
      });
      const r = db.reservations.findFirst((q) => q.where({ id: p.reservation_id }))!;
      // The receipt is refused: the booking waits for a new payment.
      if (r.status === 'processing') await moveReservation(r, 'pending', 'lessor', body.reason);
      await notify(
        r.tenant_id,
        'payment',
        ['تم رفض إيصال التحويل', body.reason],
        ['Transfer receipt rejected', body.reason],
      );
      return ok(toPayment(next!, lang(request)), 'تم رفض التحويل');
    },
    { auth: lessor },
  ),

  // ---------- invoices and receipts ----------
  route(
    'get',
    '/user/invoices',
    ({ request, url }) => {
      const me = lessor(request);
      const status = url.searchParams.get('status');
      const rows = newestFirst(
        getStore().db.businessInvoices.findMany((q) => q.where({ lessor_id: me.actingFor })),
      ).filter((i) => !status || i.invoice_status === status);
      return ok(paginate(rows, url, (i) => toBusinessInvoice(i, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/invoices/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const i = getStore().db.businessInvoices.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!i) notFound();
      return ok(toBusinessInvoice(i, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/tenant-invoices',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = newestFirst(
        getStore().db.tenantInvoices.findMany((q) => q.where({ lessor_id: me.actingFor })),
      );
      return ok(paginate(rows, url, (i) => toTenantInvoice(i, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/tenant-invoices/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const i = getStore().db.tenantInvoices.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!i) notFound();
      return ok(toTenantInvoice(i, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/electronic-invoices',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = newestFirst(
        getStore().db.tenantInvoices.findMany((q) => q.where({ lessor_id: me.actingFor })),
      );
      return ok(paginate(rows, url, (i) => electronicInvoice(i, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/electronic-invoices/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const i = getStore().db.tenantInvoices.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!i) notFound();
      return ok(electronicInvoice(i, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/payment-receipts',
    ({ request, url }) => {
      const me = lessor(request);
      const { db } = getStore();
      const rows = newestFirst(
        db.payments.findMany((q) => q.where({ lessor_id: me.actingFor, status: 'paid' })),
      );
      return ok(
        paginate(rows, url, (p): S['PaymentReceipt'] => {
          const payer = db.users.findFirst((q) => q.where({ id: p.tenant_id }));
          return {
            id: p.id,
            receipt_number: `RCP-${pad6(p.id)}`,
            reservation_id: p.reservation_id,
            amount: p.amount,
            method: p.method,
            paid_at: p.confirmed_at ?? p.created_at,
            payer_name: payer ? fullName(payer, lang(request)) : '—',
            ...(p.receipt_image ? { image: p.receipt_image } : {}),
          };
        }),
      );
    },
    { auth: lessor },
  ),

  // ---------- contracts ----------
  route(
    'get',
    '/user/contracts',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = newestFirst(
        getStore().db.contracts.findMany((q) => q.where({ lessor_id: me.actingFor })),
      );
      return ok(paginate(rows, url, (c) => toContract(c, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contracts',
    async ({ request, body }) => {
      const me = lessor(request);
      const { store, db } = getStore();
      const r = db.reservations.findFirst((q) =>
        q.where({ id: body.reservation_id, lessor_id: me.actingFor }),
      );
      if (!r || !['accepted', 'active'].includes(r.status))
        throw new ApiFailure(422, MESSAGES.invalidInput, { reservation_id: [msg('invalidInput')] });
      if (
        db.contracts.findFirst((q) =>
          q.where({ reservation_id: r.id, status: (s) => s !== 'cancelled' }),
        )
      ) {
        throw new ApiFailure(422, MESSAGES.invalidInput, { reservation_id: [msg('invalidInput')] });
      }
      const model = db.contractModels.findFirst((q) =>
        q.where(
          (m) => m.id === body.model_id && (m.owner_id === null || m.owner_id === me.actingFor),
        ),
      );
      if (!model)
        throw new ApiFailure(422, MESSAGES.invalidInput, { model_id: [msg('invalidInput')] });
      const landlord = owner(me);
      const tenant = db.users.findFirst((q) => q.where({ id: r.tenant_id }))!;
      if (!landlord.identity_number || !tenant.identity_number)
        throw new ApiFailure(422, 'Please verify account', { reservation_id: [msg('nationalId')] });
      const id = store.nextId('contracts');
      const row = await db.contracts.create({
        id,
        number: `CT-${pad6(id)}`,
        status: 'active',
        reservation_id: r.id,
        model_id: model.id,
        lessor_id: me.actingFor,
        tenant_id: tenant.id,
        lessor_name: fullName(landlord),
        lessor_identity: landlord.identity_number,
        tenant_name: fullName(tenant),
        tenant_identity: tenant.identity_number,
        ownership_document_number: body.ownership_document_number,
        unit_id: r.unit_id,
        start_date: r.start_at.slice(0, 10),
        end_date: r.end_at.slice(0, 10),
        rent_amount: r.total_amount,
        payment_cycle: body.payment_cycle,
        base_contract: null,
        extra_terms: body.extra_terms ?? null,
        cancel_reason: null,
        created_at: now(),
      });
      await notify(
        tenant.id,
        'contract',
        ['عقد جديد', `تم إنشاء عقد الإيجار ${row.number}.`],
        ['New contract', `Rent contract ${row.number} was created.`],
      );
      return created(toContract(row, lang(request)), 'تم إنشاء العقد');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contracts/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const c = getStore().db.contracts.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!c) notFound();
      return ok(toContract(c, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contracts/{id}/cancel',
    async ({ request, params, body }) => {
      const me = lessor(request);
      const { db } = getStore();
      const c = db.contracts.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!c) notFound();
      if (c.status === 'cancelled' || c.status === 'finished')
        throw new ApiFailure(422, MESSAGES.invalidInput, { status: [msg('invalidInput')] });
      const next = await db.contracts.update((q) => q.where({ id: c.id }), {
        data(x) {
          x.status = 'cancelled';
          x.cancel_reason = body.reason;
        },
      });
      return ok(toContract(next!, lang(request)), 'تم إلغاء العقد');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contracts/{id}/print',
    ({ request, params }) => {
      const me = lessor(request);
      const c = getStore().db.contracts.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!c) notFound();
      return ok(toPrintable(c, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contract-models',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = getStore()
        .db.contractModels.findMany((q) =>
          q.where((m) => m.owner_id === null || m.owner_id === me.actingFor),
        )
        .sort((a, b) => a.id - b.id);
      return ok(paginate(rows, url, toContractModel));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contract-models/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const m = getStore().db.contractModels.findFirst((q) =>
        q.where(
          (x) =>
            x.id === intParam(params.id) && (x.owner_id === null || x.owner_id === me.actingFor),
        ),
      );
      if (!m) notFound();
      return ok(toContractModel(m));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/contract-models/{id}',
    async ({ request, params, body }) => {
      const me = lessor(request);
      const { store, db } = getStore();
      const m = db.contractModels.findFirst((q) =>
        q.where(
          (x) =>
            x.id === intParam(params.id) && (x.owner_id === null || x.owner_id === me.actingFor),
        ),
      );
      if (!m) notFound();
      // Platform models are shared: editing one saves the lessor's own copy.
      if (m.owner_id === null) {
        const copy = await db.contractModels.create({
          id: store.nextId('contractModels'),
          owner_id: me.actingFor,
          name: body.name,
          type: body.type,
          body: body.body,
          updated_at: now(),
        });
        return ok(toContractModel(copy), 'تم حفظ النموذج');
      }
      const next = await db.contractModels.update((q) => q.where({ id: m.id }), {
        data(x) {
          x.name = body.name;
          x.type = body.type;
          x.body = body.body;
          x.updated_at = now();
        },
      });
      return ok(toContractModel(next!), 'تم حفظ النموذج');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/custom-contracts',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = newestFirst(
        getStore().db.customContracts.findMany((q) => q.where({ owner_id: me.actingFor })),
      );
      return ok(paginate(rows, url, toCustomContract));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/custom-contracts',
    async ({ request, body }) => {
      const me = lessor(request);
      const { store, db } = getStore();
      const row = await db.customContracts.create({
        id: store.nextId('customContracts'),
        owner_id: me.actingFor,
        title: body.title,
        lessor_name: body.lessor.name,
        lessor_identity: body.lessor.id_number,
        tenant_name: body.tenant.name,
        tenant_identity: body.tenant.id_number,
        office_details: body.office_details,
        body: body.body,
        start_date: body.start_date ?? null,
        end_date: body.end_date ?? null,
        rent_amount: body.rent_amount ?? null,
        created_at: now(),
      });
      return created(toCustomContract(row), 'تم إنشاء العقد');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/custom-contracts/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const c = getStore().db.customContracts.findFirst((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!c) notFound();
      return ok(toCustomContract(c));
    },
    { auth: lessor },
  ),
  route(
    'delete',
    '/user/custom-contracts/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const removed = getStore().db.customContracts.delete((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!removed) notFound();
      return Response.json({ message: 'تم حذف العقد' });
    },
    { auth: lessor },
  ),

  // ---------- money ----------
  route(
    'get',
    '/user/transfers',
    ({ request, url }) => {
      const me = lessor(request);
      return ok(
        paginate(
          newestFirst(
            getStore().db.transfers.findMany((q) => q.where({ lessor_id: me.actingFor })),
          ),
          url,
          toTransfer,
        ),
      );
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/transfers/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const t = getStore().db.transfers.findFirst((q) =>
        q.where({ id: intParam(params.id), lessor_id: me.actingFor }),
      );
      if (!t) notFound();
      return ok(toTransfer(t));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/statements',
    ({ request, url }) => {
      const me = lessor(request);
      const year = url.searchParams.get('year');
      const rows = getStore()
        .db.statements.findMany((q) => q.where({ lessor_id: me.actingFor }))
        .filter((s) => !year || s.month.startsWith(String(year)))
        .sort((a, b) => b.month.localeCompare(a.month));
      return ok(paginate(rows, url, toStatement));
    },
    { auth: lessor },
  ),

  // ---------- dashboard, reports, calendar ----------
  route(
    'get',
    '/user/dashboard',
    ({ request }) => {
      const me = lessor(request);
      const lng = lang(request);
      const { db } = getStore();
      const reservations = newestFirst(
        db.reservations.findMany((q) => q.where({ lessor_id: me.actingFor })),
      );
      const units = db.units.findMany((q) => q.where({ owner_id: me.actingFor }));
      const mine = new Set(
        db.offices.findMany((q) => q.where({ owner_id: me.actingFor })).map((o) => o.id),
      );
      const today = dayjs().format('YYYY-MM-DD');
      const paidByMonth = new Map<string, number>();
      for (const p of db.payments.findMany((q) =>
        q.where({ lessor_id: me.actingFor, status: 'paid' }),
      )) {
        const m = (p.confirmed_at ?? p.created_at).slice(0, 7);
        paidByMonth.set(m, (paidByMonth.get(m) ?? 0) + p.amount);
      }
      const sales = Array.from({ length: MONTHS_BACK }, (_, i) => {
        const month = dayjs()
          .subtract(MONTHS_BACK - 1 - i, 'month')
          .format('YYYY-MM');
        return { month, amount: Math.round((paidByMonth.get(month) ?? 0) * 100) / 100 };
      });
      const contracts = db.contracts.findMany((q) => q.where({ lessor_id: me.actingFor }));
      return ok({
        figures: {
          tenants_count: new Set(reservations.map((r) => r.tenant_id)).size,
          contracts_count:
            contracts.length +
            db.customContracts.findMany((q) => q.where({ owner_id: me.actingFor })).length,
          rental_contracts_count: contracts.filter((c) => c.status === 'active').length,
          outstanding_balance:
            Math.round(
              reservations
                .filter((r) => ['accepted', 'active'].includes(r.status))
                .reduce((s, r) => s + r.remaining_amount, 0) * 100,
            ) / 100,
          invoices_count: db.tenantInvoices.findMany((q) => q.where({ lessor_id: me.actingFor }))
            .length,
        },
        sales,
        latest_transfers: newestFirst(
          db.transfers.findMany((q) => q.where({ lessor_id: me.actingFor })),
        )
          .slice(0, 5)
          .map(toTransfer),
        unit_points: units.slice(0, 10).map((u) => ({
          unit_id: u.id,
          unit_name: lng === 'en' ? u.name_en : u.name_ar,
          points:
            reservations.filter(
              (r) =>
                r.unit_id === u.id &&
                ['accepted', 'active', 'complete', 'finished'].includes(r.status),
            ).length * 10,
        })),
        latest_reviews: newestFirst(
          db.reviews.findMany((q) => q.where((r) => mine.has(r.office_id))),
        )
          .slice(0, 5)
          .map((r) => toReview(r, lng)),
        latest_orders: reservations.slice(0, 5).map((r) => toReservation(r, lng)),
        latest_complaints: newestFirst(
          db.complaints.findMany((q) =>
            q.where((c) => c.office_id !== null && mine.has(c.office_id)),
          ),
        )
          .slice(0, 5)
          .map((c) => toComplaint(c, lng)),
        upcoming_tenants: reservations
          .filter(
            (r) =>
              ['accepted', 'processing', 'pending'].includes(r.status) &&
              r.start_at.slice(0, 10) >= today,
          )
          .sort((a, b) => a.start_at.localeCompare(b.start_at))
          .slice(0, 5)
          .map((r) => {
            const t = db.users.findFirst((q) => q.where({ id: r.tenant_id }))!;
            const u = db.units.findFirst((q) => q.where({ id: r.unit_id }));
            return {
              reservation_id: r.id,
              tenant_name: fullName(t, lng),
              unit_name: u ? (lng === 'en' ? u.name_en : u.name_ar) : '',
              start_date: r.start_at.slice(0, 10),
            };
          }),
      } satisfies S['Dashboard']);
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/reports',
    ({ request, url }) => {
      const me = lessor(request);
      const lng = lang(request);
      const { db } = getStore();
      const to = url.searchParams.get('to') ?? dayjs().format('YYYY-MM-DD');
      const from =
        url.searchParams.get('from') ?? dayjs(to).subtract(30, 'day').format('YYYY-MM-DD');
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const days = dateRange(from, to);
      const units = db.units
        .findMany((q) => q.where({ owner_id: me.actingFor }))
        .filter((u) => !officeId || u.office_id === officeId);
      const inRange = (r: ReservationRow) =>
        r.start_at.slice(0, 10) <= to && r.end_at.slice(0, 10) >= from;
      const reservations = db.reservations
        .findMany((q) => q.where({ lessor_id: me.actingFor }))
        .filter((r) => inRange(r) && units.some((u) => u.id === r.unit_id));
      const good = reservations.filter((r) => !['cancelled', 'rejected'].includes(r.status));
      const occupancy = (unitIds: number[]) => {
        if (!unitIds.length) return 0;
        const busy = unitIds
          .flatMap((id) => unitDays(id, days))
          .filter((d) => d.state !== 'available').length;
        return Math.round((busy / (unitIds.length * days.length)) * 1000) / 10;
      };
      const offices = db.offices
        .findMany((q) => q.where({ owner_id: me.actingFor }))
        .filter((o) => !officeId || o.id === officeId);
      return ok({
        from,
        to,
        views: offices.reduce((s, o) => s + o.views, 0),
        bookings: good.length,
        occupancy_rate: occupancy(units.map((u) => u.id)),
        revenue: Math.round(good.reduce((s, r) => s + r.paid_amount, 0) * 100) / 100,
        cancellations: reservations.length - good.length,
        by_unit: units.slice(0, 50).map((u) => {
          const mineR = good.filter((r) => r.unit_id === u.id);
          return {
            unit_id: u.id,
            unit_name: lng === 'en' ? u.name_en : u.name_ar,
            bookings: mineR.length,
            revenue: Math.round(mineR.reduce((s, r) => s + r.paid_amount, 0) * 100) / 100,
            occupancy_rate: occupancy([u.id]),
          };
        }),
      } satisfies S['PerformanceReport']);
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/calendar',
    ({ request, url }) => {
      const me = lessor(request);
      const lng = lang(request);
      const month = url.searchParams.get('month') ?? dayjs().format('YYYY-MM');
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const first = dayjs(`${month}-01`);
      const days = dateRange(first.format('YYYY-MM-DD'), first.endOf('month').format('YYYY-MM-DD'));
      const { db } = getStore();
      const units = db.units
        .findMany((q) => q.where({ owner_id: me.actingFor }))
        .filter((u) => (!officeId || u.office_id === officeId) && u.status !== 'incomplete');
      return ok(
        units.map((u) => {
          const o = db.offices.findFirst((q) => q.where({ id: u.office_id }));
          return {
            unit_id: u.id,
            unit_name: lng === 'en' ? u.name_en : u.name_ar,
            office_name: o ? (lng === 'en' ? o.name_en : o.name_ar) : undefined,
            days: unitDays(u.id, days),
          };
        }),
      );
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/calendar/{unitId}',
    ({ request, params, url }) => {
      const me = lessor(request);
      const lng = lang(request);
      const { db } = getStore();
      const u = db.units.findFirst((q) =>
        q.where({ id: intParam(params.unitId), owner_id: me.actingFor }),
      );
      if (!u) notFound();
      const month = url.searchParams.get('month') ?? dayjs().format('YYYY-MM');
      const first = dayjs(`${month}-01`);
      const o = db.offices.findFirst((q) => q.where({ id: u.office_id }));
      return ok({
        unit_id: u.id,
        unit_name: lng === 'en' ? u.name_en : u.name_ar,
        office_name: o ? (lng === 'en' ? o.name_en : o.name_ar) : undefined,
        days: unitDays(
          u.id,
          dateRange(first.format('YYYY-MM-DD'), first.endOf('month').format('YYYY-MM-DD')),
        ),
      });
    },
    { auth: lessor },
  ),

  // ---------- notifications ----------
  route(
    'get',
    '/user/notifications',
    ({ request, url }) => {
      const me = lessor(request);
      const unread = url.searchParams.get('unread_only') === 'true';
      const rows = newestFirst(
        getStore().db.notifications.findMany((q) => q.where({ user_id: me.actingFor })),
      ).filter((n) => !unread || !n.read_at);
      return ok(paginate(rows, url, (n) => toNotification(n, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/notifications/{id}/read',
    async ({ request, params }) => {
      const me = lessor(request);
      const { db } = getStore();
      const n = db.notifications.findFirst((q) =>
        q.where({ id: intParam(params.id), user_id: me.actingFor }),
      );
      if (!n) notFound();
      const next = await db.notifications.update((q) => q.where({ id: n.id }), {
        data(x) {
          x.read_at ??= now();
        },
      });
      return ok(toNotification(next!, lang(request)));
    },
    { auth: lessor },
  ),

  // ---------- Nafath verification (request + polled status) ----------
  route(
    'post',
    '/user/verification/nafath',
    async ({ request, body }) => {
      const me = lessor(request);
      const { db } = getStore();
      const profileId = owner(me).identity_number;
      if (profileId && profileId !== body.national_id)
        throw new ApiFailure(422, MESSAGES.invalidInput, {
          national_id: [msg('nationalIdMismatch')],
        });
      const row = await db.nafathRequests.create({
        request_id: crypto.randomUUID(),
        user_id: me.actingFor,
        national_id: body.national_id,
        random_number: String(10 + (Date.now() % 90)),
        status: 'waiting',
        created_at: now(),
        expires_at: new Date(Date.now() + 3 * 60_000).toISOString(),
      });
      await db.users.update((q) => q.where({ id: me.actingFor }), {
        data(u) {
          u.verification_status = 'waiting';
        },
      });
      return created({
        request_id: row.request_id,
        random_number: row.random_number,
        status: row.status,
        expires_at: row.expires_at,
      });
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/verification/nafath/{requestId}',
    async ({ request, params }) => {
      const me = lessor(request);
      const { db } = getStore();
      let row = db.nafathRequests.findFirst((q) =>
        q.where({ request_id: params.requestId, user_id: me.actingFor }),
      );
      if (!row) notFound();
      // The embedded Nafath approves on the first poll after a few seconds (the user tapped the number).
      if (row.status === 'waiting' && Date.now() - Date.parse(row.created_at) >= 3000) {
        row = (await db.nafathRequests.update((q) => q.where({ request_id: row!.request_id }), {
          data(x) {
            x.status = 'verified';
          },
        }))!;
        await db.users.update((q) => q.where({ id: me.actingFor }), {
          data(u) {
            u.verification_status = 'verified';
          },
        });
      }
      return ok({
        request_id: row.request_id,
        random_number: row.random_number,
        status: row.status,
        expires_at: row.expires_at,
      });
    },
    { auth: lessor },
  ),

  // ---------- account users ----------
  route(
    'get',
    '/user/users',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = newestFirst(
        getStore().db.users.findMany((q) => q.where({ parent_id: me.actingFor })),
      );
      return ok(
        paginate(rows, url, (u) => ({
          id: u.id,
          first_name: u.first_name,
          last_name: u.last_name,
          phone: u.phone,
          role: u.member_role ?? 'manager',
          created_at: u.created_at,
        })),
      );
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/users/lookup',
    ({ request, url }) => {
      lessor(request);
      const phone = toSaudiE164(url.searchParams.get('phone') ?? '');
      if (!phone)
        throw new ApiFailure(422, MESSAGES.invalidInput, { phone: [msg('phoneInvalid')] });
      const u = getStore().db.users.findFirst((q) => q.where({ phone }));
      return ok(
        u
          ? {
              found: true,
              first_name: u.first_name || undefined,
              last_name: u.last_name || undefined,
              phone: u.phone,
            }
          : { found: false, phone },
      );
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/users/verify',
    async ({ request, body }) => {
      lessor(request);
      const phone = toSaudiE164(body.phone)!;
      const { db } = getStore();
      db.otps.deleteMany((q) => q.where({ phone, purpose: 'member' }));
      await db.otps.create({
        phone,
        code: DEMO_CODE,
        channel: 'sms',
        purpose: 'member',
        account_type: null,
        sent_at: now(),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      });
      return ok(
        { phone, channel: 'sms' as const, resend_after: 60, expires_in: 300 },
        'تم إرسال رمز التحقق',
      );
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/users',
    async ({ request, body }) => {
      const me = lessor(request);
      const phone = toSaudiE164(body.phone)!;
      const { store, db } = getStore();
      const otp = db.otps.findFirst((q) => q.where({ phone, purpose: 'member' }));
      if (!otp || otp.code !== body.code)
        throw new ApiFailure(422, MESSAGES.wrongCode, { code: [msg('invalidInput')] });
      const existing = db.users.findFirst((q) => q.where({ phone }));
      if (
        existing &&
        (existing.type === 'ordinary' ||
          existing.id === me.actingFor ||
          (existing.parent_id !== null && existing.parent_id !== me.actingFor) ||
          existing.parent_id === null)
      ) {
        throw new ApiFailure(422, MESSAGES.invalidInput, { phone: [msg('invalidInput')] });
      }
      db.otps.deleteMany((q) => q.where({ phone, purpose: 'member' }));
      const base = owner(me);
      const row = await db.users.create({
        ...base,
        id: store.nextId('users'),
        phone,
        first_name: body.first_name,
        last_name: body.last_name,
        first_name_en: body.first_name,
        last_name_en: body.last_name,
        email: null,
        identity_number: null,
        parent_id: me.actingFor,
        member_role: body.role,
        created_at: now(),
      });
      return created(
        {
          id: row.id,
          first_name: row.first_name,
          last_name: row.last_name,
          phone: row.phone,
          role: body.role,
          created_at: row.created_at,
        },
        'تمت إضافة المستخدم',
      );
    },
    { auth: lessor },
  ),
  route(
    'delete',
    '/user/users/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const { db } = getStore();
      const u = db.users.findFirst((q) =>
        q.where({ id: intParam(params.id), parent_id: me.actingFor }),
      );
      if (!u) notFound();
      db.sessions.deleteMany((q) => q.where({ user_id: u.id }));
      db.users.delete((q) => q.where({ id: u.id }));
      return Response.json({ message: 'تم حذف المستخدم' });
    },
    { auth: lessor },
  ),

  // ---------- marketing requests ----------
  route(
    'get',
    '/user/marketing-requests',
    ({ request, url }) => {
      const me = lessor(request);
      return ok(
        paginate(
          newestFirst(
            getStore().db.marketingRequests.findMany((q) => q.where({ owner_id: me.actingFor })),
          ),
          url,
          (m) => toMarketing(m, lang(request)),
        ),
      );
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/marketing-requests',
    async ({ request, body }) => {
      const me = lessor(request);
      const { store, db } = getStore();
      if (!db.offices.findFirst((q) => q.where({ id: body.office_id, owner_id: me.actingFor })))
        throw new ApiFailure(422, MESSAGES.invalidInput, { office_id: [msg('invalidInput')] });
      const row = await db.marketingRequests.create({
        id: store.nextId('marketingRequests'),
        owner_id: me.actingFor,
        office_id: body.office_id,
        status: 'pending',
        channels: body.channels,
        budget: body.budget ?? null,
        notes: body.notes ?? null,
        created_at: now(),
      });
      return created(toMarketing(row, lang(request)), 'تم إرسال طلب التسويق');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/marketing-requests/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const m = getStore().db.marketingRequests.findFirst((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!m) notFound();
      return ok(toMarketing(m, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/marketing-requests/{id}',
    async ({ request, params, body }) => {
      const me = lessor(request);
      const { db } = getStore();
      const m = db.marketingRequests.findFirst((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!m) notFound();
      // Spec: "marketing requests in processing cannot be edited".
      if (m.status !== 'pending')
        throw new ApiFailure(422, 'Marketing requests in processing cannot be edited', {
          status: [msg('invalidInput')],
        });
      if (!db.offices.findFirst((q) => q.where({ id: body.office_id, owner_id: me.actingFor })))
        throw new ApiFailure(422, MESSAGES.invalidInput, { office_id: [msg('invalidInput')] });
      const next = await db.marketingRequests.update((q) => q.where({ id: m.id }), {
        data(x) {
          x.office_id = body.office_id;
          x.channels = body.channels;
          x.budget = body.budget ?? null;
          x.notes = body.notes ?? null;
        },
      });
      return ok(toMarketing(next!, lang(request)), 'تم حفظ الطلب');
    },
    { auth: lessor },
  ),

  route(
    'get',
    '/user/subscription',
    ({ request }) => {
      const me = lessor(request);
      const { db } = getStore();
      const ads = db.offices
        .findMany((q) => q.where({ owner_id: me.actingFor }))
        .filter((o) => o.status === 'published').length;
      return ok({
        invoice_number: `SUB-${pad6(me.actingFor)}`,
        membership_name: me.actingFor === 2 ? 'الباقة الذهبية' : 'الباقة الأساسية',
        ads_count: ads,
        temporary_upgrades_count: me.actingFor === 2 ? 3 : 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active' as const,
      } satisfies S['Subscription']);
    },
    { auth: lessor },
  ),
];
