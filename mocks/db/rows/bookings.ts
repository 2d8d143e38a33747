// Bookings: reservations (Riyadh wall-time ranges), their payments, the refunds made to
// tenants, and the tenant's invoices with their lines.
import { z } from 'zod';
import {
  bookingModeValues,
  cancellationPolicyValues,
  invoiceStatusValues,
  payModeValues,
  paymentStatusValues,
  reservationStatusChangeByValues,
  reservationStatusValues,
  tenantPaymentMethodValues,
  typeReservationValues,
} from '@/api/generated/apiback';
import { PERIOD_TYPES } from '@schemas/lib/booking-period';
import { id, isoDateTime, dateOnly, money } from './fields';

export const reservationRow = z.object({
  id,
  unit_id: id,
  office_id: id,
  tenant_id: id,
  lessor_id: id,
  status: z.enum(reservationStatusValues),
  period: z.enum(PERIOD_TYPES),
  type_res_id: z.number().int(),
  /** Local wall time of the office (Asia/Riyadh), `YYYY-MM-DDTHH:mm:ss`, half-open range. */
  start_at: z.string(),
  end_at: z.string(),
  duration: z.number().int(),
  unit_price: money,
  base_amount: money,
  offer_discount: z.number(),
  offer_discount_value: money,
  coupon_id: id.nullable(),
  coupon_discount: z.number(),
  coupon_discount_value: money,
  services_amount: money,
  commission_rate: z.number(),
  commission_value: money,
  tax_rate: z.number(),
  tax_value: money,
  total_amount: money,
  paid_amount: money,
  remaining_amount: money,
  net_amount: money, // the lessor's entitlement: total − commission − VAT on it (src/domain/ledger)
  payment_method: z.enum(tenantPaymentMethodValues).nullable(),
  pay_mode: z.enum(payModeValues),
  inspector_name: z.string().nullable(),
  inspector_phone: z.string().nullable(),
  notes: z.string().nullable(),
  status_reason: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Instant, or a request the lessor accepts until `request_expires_at`. */
  booking_mode: z.enum(bookingModeValues),
  request_expires_at: isoDateTime.nullable(),
  /** The unit's policy when booked: a later change of the unit does not touch this booking. */
  cancellation_policy: z.enum(cancellationPolicyValues),
  refunded_amount: money,
  /** Every status the booking went through, oldest first. */
  history: z.array(
    z.object({
      status: z.enum(reservationStatusValues),
      at: isoDateTime,
      by: z.enum(reservationStatusChangeByValues),
      reason: z.string().nullable(),
    }),
  ),
});

export const paymentRow = z.object({
  id,
  reservation_id: id,
  tenant_id: id,
  lessor_id: id,
  amount: money,
  method: z.enum(tenantPaymentMethodValues),
  pay_mode: z.enum(payModeValues),
  status: z.enum(paymentStatusValues),
  receipt_image: z.string().nullable(),
  gateway_ref: z.string().nullable(),
  /** The STC Pay wallet's mobile (E.164), `stc_pay` payments only. */
  payer_mobile: z.string().nullable().default(null),
  failure_reason: z.string().nullable(),
  created_at: isoDateTime,
  confirmed_at: isoDateTime.nullable(),
});

/**
 * Money given back to a tenant (a cancellation under the policy, a declined or expired
 * request, a goodwill refund). One collection for every refund: the lessor's ledger debits
 * its share of the booking's entitlement.
 */
export const refundRow = z.object({
  id,
  reservation_id: id,
  tenant_id: id,
  lessor_id: id,
  amount: money,
  reason: z.string(),
  created_at: isoDateTime,
});

export const invoiceServiceRow = z.object({
  id,
  id_service: id,
  description: z.string(),
  description_en: z.string(),
  price: money,
  type_reservation: z.enum(typeReservationValues),
  duration_res: z.number().int(),
  total: money,
});

export const tenantInvoiceRow = z.object({
  id,
  invoice_number: z.string(),
  reservation_id: id,
  tenant_id: id,
  lessor_id: id,
  release_date: dateOnly,
  created_at: isoDateTime,
  total_amount: money,
  remaining_amount: money,
  invoice_status: z.enum(invoiceStatusValues),
  payment_method: z.enum(tenantPaymentMethodValues),
  offer_discount: z.number(),
  offer_discount_value: money,
  coupon_discount: z.number(),
  coupon_discount_value: money,
  commission_rate_tenant: z.number(),
  commission_value_tenant: money,
  tax_rate: z.number(),
  tax_value: money,
  services: z.array(invoiceServiceRow),
});
