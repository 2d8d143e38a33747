// Seed bookings with their payments and invoices: every status for the demo pair
// (tenant 1 with the demo lessor), the rest spread over other tenants and lessors.
// Prices come from the same quote as live bookings (src/domain through lib/pricing).
import { reservationStatusValues, type components } from '@/api/generated/apiback';
import {
  bookingEndDate,
  bookingSlot,
  isEarned,
  periodFromTypeResId,
  type PeriodType,
} from '@/domain';
import { isCalledOff } from '@/domain/reservation/actions';
import type { OfferRow, ReservationRow, ReservationStatus, UnitRow } from '../db/schema';
import { quote, reservationPrice } from '../lib/pricing';
import { invoiceLines } from '../services/invoice-lines';
import { demoUnitsOf } from './discounts';
import { DAY, dateOnly, daysFromRef, faker, iso, pad, SEED_REF_DATE, type Db } from './kit';
import { DEMO_TENANT_ID } from './users';

interface Plan {
  tenant: number;
  unit: UnitRow;
  status: ReservationStatus;
  startDay: number;
  plan: components['schemas']['PayMode'];
  method: components['schemas']['TenantPaymentMethod'];
}

const PAST: ReservationStatus[] = ['finished', 'complete', 'cancelled', 'rejected'];

function plans(scale: number, units: UnitRow[], tenantIds: number[]): Plan[] {
  const demoUnits = demoUnitsOf(units);
  const demoStatuses: ReservationStatus[] = [
    ...reservationStatusValues,
    'complete',
    'active',
    'accepted',
    'finished',
  ];
  const out: Plan[] = demoStatuses.map((status, k) => ({
    tenant: DEMO_TENANT_ID,
    unit: demoUnits[k % demoUnits.length],
    status,
    startDay: PAST.includes(status) ? -90 + k * 7 : status === 'active' ? -3 - k : 10 + k * 9,
    plan: k % 3 === 1 ? 'deposit' : 'full',
    method: k % 4 === 2 ? 'bank' : 'gateway',
  }));
  const publishedUnits = units.filter((u) => u.status === 'published');
  for (let k = 0; k < Math.round(60 * scale); k++) {
    const status = reservationStatusValues[k % reservationStatusValues.length];
    out.push({
      tenant: tenantIds[1 + (k % (tenantIds.length - 1))],
      unit:
        k % 3 === 0
          ? demoUnits[k % demoUnits.length]
          : publishedUnits[(k * 7) % publishedUnits.length],
      status,
      startDay: PAST.includes(status)
        ? -faker.number.int({ min: 30, max: 300 })
        : status === 'active'
          ? -faker.number.int({ min: 1, max: 5 })
          : faker.number.int({ min: 5, max: 120 }),
      plan: k % 4 === 1 ? 'deposit' : 'full',
      method: k % 5 === 2 ? 'bank' : 'gateway',
    });
  }
  return out;
}

type Change = ReservationRow['history'][number];

/** The statuses a seeded booking went through to reach its own, with plausible times. */
function historyOf(
  status: ReservationStatus,
  created: Date,
  slot: { start: string; end: string },
): Change[] {
  const at = (ms: number) => iso(new Date(ms));
  const t0 = created.getTime();
  const start = Date.parse(`${slot.start}Z`);
  const end = Date.parse(`${slot.end}Z`);
  const out: Change[] = [{ status: 'pending', at: at(t0), by: 'tenant', reason: null }];
  const add = (s: ReservationStatus, ms: number, by: Change['by'], reason: string | null = null) =>
    out.push({ status: s, at: at(ms), by, reason });
  if (status === 'processing') add('processing', t0 + 600_000, 'system');
  if (status === 'cancelled') add('cancelled', t0 + DAY, 'tenant', 'تغيرت خطط العمل');
  if (status === 'rejected')
    add('rejected', t0 + DAY, 'lessor', 'الوحدة غير متاحة في الموعد المطلوب');
  if (isEarned(status)) add('accepted', t0 + 900_000, 'system');
  if (['active', 'complete', 'finished'].includes(status)) add('active', start, 'system');
  if (status === 'complete' || status === 'finished') add('complete', end, 'lessor');
  if (status === 'finished') add('finished', end + DAY, 'system');
  return out;
}

/** The row of booking `id` for a plan, priced with the lessor's offers. */
function reservation(id: number, p: Plan, offers: OfferRow[]) {
  // Mostly the second option (daily or monthly); every fourth booking takes the first
  // (hourly where the unit has it), so calendars show hourly days too.
  const typeResId =
    p.unit.prices[id % 4 === 0 ? 0 : Math.min(1, p.unit.prices.length - 1)].type_res_id;
  const period = periodFromTypeResId(typeResId) as PeriodType;
  const duration =
    period === 'hourly'
      ? 3
      : period === 'daily'
        ? 1 + (id % 5)
        : period === 'monthly'
          ? 1 + (id % 3)
          : 1;
  const startDate = dateOnly(daysFromRef(p.startDay));
  const slot = bookingSlot(
    period === 'hourly'
      ? { period, start_date: startDate, arrival_time: '10:00 AM', departure_time: '01:00 PM' }
      : { period, start_date: startDate, end_date: bookingEndDate(period, startDate, duration) },
  )!;
  const q = quote({
    unit: p.unit,
    offers: offers.filter((o) => o.owner_id === p.unit.owner_id),
    period,
    arrival: slot.start,
    periods: duration,
    plan: p.plan,
  });
  const paid = isEarned(p.status);
  const awaiting = p.status === 'processing';
  const start = new Date(`${slot.start}Z`);
  const created = new Date(
    Math.min(start.getTime() - 5 * DAY, SEED_REF_DATE.getTime() - (id % 20) * 3_600_000),
  );
  const row: ReservationRow = {
    id,
    unit_id: p.unit.id,
    office_id: p.unit.office_id,
    tenant_id: p.tenant,
    lessor_id: p.unit.owner_id,
    status: p.status,
    period,
    type_res_id: typeResId,
    start_at: slot.start,
    end_at: slot.end,
    duration,
    ...reservationPrice(q),
    paid_amount: paid ? q.due_now : 0,
    remaining_amount: paid ? q.remaining_amount : q.total_amount,
    payment_method: p.status === 'pending' ? null : awaiting ? 'bank' : p.method,
    pay_mode: p.plan,
    inspector_name: paid ? 'عبدالرحمن الشهري' : null,
    inspector_phone: paid ? '+966555123456' : null,
    notes: null,
    status_reason:
      p.status === 'rejected'
        ? 'الوحدة غير متاحة في الموعد المطلوب'
        : p.status === 'cancelled'
          ? 'تغيرت خطط العمل'
          : null,
    created_at: iso(created),
    updated_at: iso(created),
    booking_mode: p.unit.booking_mode,
    request_expires_at: null,
    cancellation_policy: p.unit.cancellation_policy,
    refunded_amount: 0,
    history: historyOf(p.status, created, slot),
  };
  return { row, q, paid, awaiting, created };
}

/** Does a live booking of the same unit already hold any of the slot? */
const clashes = (rows: ReservationRow[], r: ReservationRow) =>
  rows.some(
    (x) =>
      x.unit_id === r.unit_id &&
      !isCalledOff(x.status) &&
      x.start_at < r.end_at &&
      r.start_at < x.end_at,
  );

async function payAndInvoice(
  db: Db,
  ids: { payment: number; invoice: number },
  booking: ReturnType<typeof reservation>,
  p: Plan,
) {
  const { row, q, paid, awaiting, created } = booking;
  if (paid || awaiting) {
    const method = awaiting ? 'bank' : p.method;
    await db.payments.create({
      id: ids.payment++,
      reservation_id: row.id,
      tenant_id: row.tenant_id,
      lessor_id: row.lessor_id,
      amount: q.due_now,
      method,
      pay_mode: p.plan,
      status: awaiting ? 'awaiting_confirmation' : 'paid',
      receipt_image:
        method === 'bank' ? `uploads/receipts/${row.id}/rcpt${pad(row.id, 6)}.jpg` : null,
      gateway_ref: method === 'gateway' ? `pay_${faker.string.alphanumeric(14)}` : null,
      failure_reason: null,
      created_at: iso(new Date(created.getTime() + 600_000)),
      confirmed_at: awaiting ? null : iso(new Date(created.getTime() + 900_000)),
    });
  }
  if (paid) {
    const id = ids.invoice++;
    await db.tenantInvoices.create({
      id,
      invoice_number: `INV-${pad(id, 6)}`,
      reservation_id: row.id,
      tenant_id: row.tenant_id,
      lessor_id: row.lessor_id,
      release_date: dateOnly(created),
      created_at: iso(new Date(created.getTime() + 900_000)),
      total_amount: row.total_amount,
      remaining_amount: row.remaining_amount,
      invoice_status: row.remaining_amount > 0 ? 'partial' : 'paid',
      payment_method: p.method,
      offer_discount: row.offer_discount,
      offer_discount_value: row.offer_discount_value,
      coupon_discount: 0,
      coupon_discount_value: 0,
      commission_rate_tenant: row.commission_rate,
      commission_value_tenant: row.commission_value,
      tax_rate: row.tax_rate,
      tax_value: row.tax_value,
      services: invoiceLines(p.unit, row.period, row.duration, q.unit_price, q.base_amount),
    });
  }
}

export async function seedReservations(
  db: Db,
  scale: number,
  units: UnitRow[],
  offers: OfferRow[],
  tenantIds: number[],
): Promise<ReservationRow[]> {
  const reservations: ReservationRow[] = [];
  const ids = { reservation: 1, payment: 1, invoice: 1 };
  for (const p of plans(scale, units, tenantIds)) {
    const booking = reservation(ids.reservation, p, offers);
    // Skip a plan that would collide with an existing live booking of the same unit.
    if (clashes(reservations, booking.row)) continue;
    reservations.push(booking.row);
    await db.reservations.create(booking.row);
    await payAndInvoice(db, ids, booking, p);
    ids.reservation++;
  }
  return reservations;
}
