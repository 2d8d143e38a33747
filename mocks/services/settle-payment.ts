// A confirmed payment: money on the reservation, the tenant invoice created or updated, and
// the booking confirmed — at once for an instant booking or a bank transfer the office has
// just confirmed; a paid request to book waits for the lessor until it expires.
import dayjs from 'dayjs';
import { fromHalalas, toHalalas } from '@/domain';
import { getStore } from '../backend';
import type { PaymentRow, ReservationRow } from '../db/schema';
import { updateById } from '../lib/update-row';
import { fullName } from '../serializers/common';
import { notify } from './notify';
import { notifyPayment, reservationLink, reservationParams } from './reservation-notices';
import { invoiceLines } from './invoice-lines';
import { moveReservation } from './reservation-moves';

const nowIso = () => new Date().toISOString();

/** A paid request: the lessor has `request_expiry_hours` to accept it. */
async function waitForLessor(r: ReservationRow): Promise<ReservationRow> {
  const { db } = getStore();
  if (r.request_expires_at) return r;
  const unit = db.units.findFirst((q) => q.where({ id: r.unit_id }));
  const hours = unit?.request_expiry_hours ?? 24;
  const next = await updateById(db.reservations, r.id, {
    data(x) {
      x.request_expires_at = dayjs().add(hours, 'hour').toISOString();
    },
  });
  const tenant = db.users.findFirst((q) => q.where({ id: r.tenant_id }));
  await notify(r.lessor_id, 'reservation', {
    text: 'reservation.request',
    params: {
      ...reservationParams(r),
      tenant: tenant ? { ar: fullName(tenant, 'ar'), en: fullName(tenant, 'en') } : '',
    },
    link: reservationLink('lessor', r),
  });
  return next;
}

export async function settlePayment(p: PaymentRow): Promise<PaymentRow> {
  const { store, db } = getStore();
  const paid = await updateById(db.payments, p.id, {
    data(x) {
      x.status = 'paid';
      x.confirmed_at = nowIso();
    },
  });
  let r: ReservationRow = db.reservations.findFirst((q) => q.where({ id: p.reservation_id }))!;
  r = await updateById(db.reservations, r.id, {
    data(x) {
      x.paid_amount = fromHalalas(toHalalas(x.paid_amount) + toHalalas(p.amount));
      x.remaining_amount = fromHalalas(
        Math.max(0, toHalalas(x.total_amount) - toHalalas(x.paid_amount)),
      );
      x.payment_method = p.method;
      x.updated_at = nowIso();
    },
  });
  // A card payment of a request waits for the lessor; the office confirming a transfer
  // (processing) has answered it.
  if (r.status === 'pending' && r.booking_mode === 'request') r = await waitForLessor(r);
  else if (r.status === 'pending' || r.status === 'processing')
    r = await moveReservation(r, 'accepted', 'system');
  const existing = db.tenantInvoices.findFirst((q) => q.where({ reservation_id: r.id }));
  const status = r.remaining_amount > 0 ? 'partial' : 'paid';
  if (existing) {
    await db.tenantInvoices.update((q) => q.where({ id: existing.id }), {
      data(i) {
        i.remaining_amount = r.remaining_amount;
        i.invoice_status = status;
      },
    });
  } else {
    const unit = db.units.findFirst((q) => q.where({ id: r.unit_id }))!;
    const id = store.nextId('tenantInvoices');
    await db.tenantInvoices.create({
      id,
      invoice_number: `INV-${String(id).padStart(6, '0')}`,
      reservation_id: r.id,
      tenant_id: r.tenant_id,
      lessor_id: r.lessor_id,
      release_date: new Date().toISOString().slice(0, 10),
      created_at: nowIso(),
      total_amount: r.total_amount,
      remaining_amount: r.remaining_amount,
      invoice_status: status,
      payment_method: p.method,
      offer_discount: r.offer_discount,
      offer_discount_value: r.offer_discount_value,
      coupon_discount: r.coupon_discount,
      coupon_discount_value: r.coupon_discount_value,
      commission_rate_tenant: r.commission_rate,
      commission_value_tenant: r.commission_value,
      tax_rate: r.tax_rate,
      tax_value: r.tax_value,
      services: invoiceLines(unit, r.period, r.duration, r.unit_price, r.base_amount),
    });
  }
  await notifyPayment(r, p.amount);
  return paid;
}
