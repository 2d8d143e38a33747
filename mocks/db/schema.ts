// Row shapes of the embedded backend's store. These describe what the mock backend
// KEEPS (internal rows, foreign keys as ids), not what the API accepts: request-body
// rules live in schemas/ and are reused by the handlers; response shapes come from the
// contract (serializers in mocks/handlers/serialize.ts map rows to contract types).
import { z } from 'zod';

const id = z.number().int().positive();
const isoDateTime = z.string(); // ISO 8601, UTC
const money = z.number(); // SAR, 2 decimals (computed in halalas by src/domain)

export const ACCOUNT_TYPES = ['ordinary', 'business'] as const;
export const OFFICE_CATEGORIES = ['office', 'shared_workspace', 'meeting_room', 'desk'] as const;
export const RESERVATION_STATUSES = [
  'pending',
  'processing',
  'accepted',
  'active',
  'complete',
  'finished',
  'cancelled',
  'rejected',
] as const;
/** type_res_id as in the spec: 1 hourly, 2 daily, 3 monthly, 4 yearly (5 weekly is our addition). */
export const TYPE_RES_IDS = [1, 2, 3, 4, 5] as const;

export const userRow = z.object({
  id,
  phone: z.string(), // E.164 +9665XXXXXXXX
  type: z.enum(ACCOUNT_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  first_name_en: z.string(),
  last_name_en: z.string(),
  email: z.string().nullable(),
  company_name: z.string().nullable(),
  office_name: z.string().nullable(),
  city: z.string().nullable(),
  neighborhood: z.string().nullable(),
  identity_type: z.enum(['national_id', 'residence']).nullable(),
  identity_number: z.string().nullable(),
  register_number: z.string().nullable(),
  tax_number: z.string().nullable(),
  bio: z.string().nullable(),
  logo: z.string().nullable(),
  verification_status: z.enum(['unverified', 'waiting', 'verified']),
  payout_method: z.enum(['stc_pay', 'bank']).nullable(),
  stc_pay_mobile: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_holder_name: z.string().nullable(),
  iban: z.string().nullable(),
  /** A member added to a lessor's account (user management) points at the owner. */
  parent_id: id.nullable(),
  profile_complete: z.boolean(),
  created_at: isoDateTime,
});

export const sessionRow = z.object({ token: z.string(), user_id: id, created_at: isoDateTime });

export const otpRow = z.object({
  phone: z.string(),
  code: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  expires_at: isoDateTime,
});

export const mediaRow = z.object({ url: z.string(), main: z.boolean() });

export const officeRow = z.object({
  id,
  owner_id: id,
  ad_number: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  ad_title_ar: z.string(),
  ad_title_en: z.string(),
  category: z.enum(OFFICE_CATEGORIES),
  type: z.string(), // building type: tower, villa, commercial_center, business_park
  city_id: id,
  city_ar: z.string(),
  city_en: z.string(),
  neighborhood_ar: z.string(),
  neighborhood_en: z.string(),
  street_ar: z.string(),
  street_en: z.string(),
  interface: z.enum(['north', 'south', 'east', 'west']),
  lat: z.number(),
  lng: z.number(),
  halls: z.number().int(),
  rooms: z.number().int(),
  bathrooms: z.number().int(),
  kitchens: z.number().int(),
  facilities: z.array(z.string()),
  images: z.array(mediaRow),
  video: z.string().nullable(),
  description_ar: z.string(),
  description_en: z.string(),
  area: z.number(),
  license_number: z.string(),
  advertiser_relationship: z.enum(['owner', 'agent', 'marketer']),
  exclusive: z.boolean(),
  status: z.enum(['published', 'not_published', 'closed', 'incomplete']),
  rating: z.number(),
  reviews_count: z.number().int(),
  views: z.number().int(),
  created_at: isoDateTime,
});

export const priceOptionRow = z.object({ type_res_id: z.number().int(), price: money, active: z.boolean() });

export const unitServiceRow = z.object({
  id,
  name_ar: z.string(),
  name_en: z.string(),
  price: money,
  type: z.enum(['once', 'per_period']),
  mandatory: z.boolean(),
});

export const unitRow = z.object({
  id,
  office_id: id,
  owner_id: id,
  name_ar: z.string(),
  name_en: z.string(),
  code: z.string(),
  category: z.enum(OFFICE_CATEGORIES),
  area: z.number(),
  width: z.number(),
  length: z.number(),
  height: z.number(),
  furnished: z.enum(['furnished', 'semi_furnished', 'unfurnished']),
  services: z.array(unitServiceRow),
  display_status: z.enum(['published', 'not_published']),
  description_ar: z.string(),
  description_en: z.string(),
  deposit_percent: z.number(),
  insurance_amount: money,
  seats: z.number().int(),
  capacity: z.number().int(),
  prices: z.array(priceOptionRow),
  min_hours: z.number().int(),
  booking_terms_ar: z.string(),
  booking_terms_en: z.string(),
  created_at: isoDateTime,
});

export const offerRow = z.object({
  id,
  owner_id: id,
  name: z.string(),
  type_discount: z.enum(['percent', 'fixed']),
  discount: z.number(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  unit_ids: z.array(id),
  price_types: z.array(z.number().int()), // type_res_id list; empty = all
  status: z.enum(['0', '1']),
  deposit_percent: z.number().nullable(),
  created_at: isoDateTime,
});

export const couponRow = z.object({
  id,
  owner_id: id,
  code: z.string(),
  name: z.string(),
  type_discount: z.enum(['percent', 'fixed']),
  value: z.number(),
  uses_left: z.number().int(),
  uses_total: z.number().int(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  unit_ids: z.array(id),
  price_types: z.array(z.number().int()),
  status: z.enum(['0', '1']),
  created_at: isoDateTime,
});

export const reviewRow = z.object({
  id,
  office_id: id,
  unit_id: id.nullable(),
  user_id: id,
  title: z.string(),
  comment: z.string(),
  rating: z.number().int().min(1).max(5),
  created_at: isoDateTime,
});

export const reservationRow = z.object({
  id,
  order_number: z.string(),
  unit_id: id,
  office_id: id,
  tenant_id: id,
  lessor_id: id,
  status: z.enum(RESERVATION_STATUSES),
  period: z.enum(['hourly', 'daily', 'weekly', 'monthly', 'yearly']),
  type_res_id: z.number().int(),
  /** Local wall time of the office (Asia/Riyadh), `YYYY-MM-DDTHH:mm:ss`, half-open range. */
  start_at: isoDateTime,
  end_at: isoDateTime,
  duration: z.number().int(),
  base_amount: money,
  offer_discount: z.number(),
  offer_discount_value: money,
  coupon_code: z.string().nullable(),
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
  net_amount: money, // to the lessor: after tax and service cut
  payment_method: z.enum(['gateway', 'bank', 'stc_pay', 'cash']).nullable(),
  payment_plan: z.enum(['full', 'deposit']),
  inspector_name: z.string().nullable(),
  inspector_phone: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const paymentRow = z.object({
  id,
  reservation_id: id,
  tenant_id: id,
  lessor_id: id,
  amount: money,
  method: z.enum(['gateway', 'bank', 'stc_pay', 'cash']),
  status: z.enum(['pending_confirmation', 'confirmed', 'rejected', 'failed']),
  receipt_image: z.string().nullable(),
  gateway_ref: z.string().nullable(),
  created_at: isoDateTime,
});

export const invoiceServiceRow = z.object({
  id,
  id_service: z.number().int(),
  description: z.string(),
  price: money,
  type_reservation: z.string(),
  duration_res: z.number().int(),
  total: money,
});

export const tenantInvoiceRow = z.object({
  id,
  invoice_number: z.string(),
  reservation_id: id,
  tenant_id: id,
  lessor_id: id,
  release_date: z.string(),
  created_at: isoDateTime,
  total_amount: money,
  remaining_amount: money,
  invoice_status: z.enum(['paid', 'partial']),
  payment_method: z.enum(['bank', 'gateway']),
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

export const businessInvoiceRow = z.object({
  id,
  invoice_number: z.string(),
  reservation_id: id.nullable(),
  lessor_id: id,
  release_date: z.string(),
  created_at: isoDateTime,
  paid_amount: money,
  remaining_amount: money,
  invoice_status: z.enum(['paid', 'partial']),
  description: z.string(),
  tax_value: money,
  payment_method: z.enum(['Bank', 'stc_pay']),
  payment_tenants_image: z.string().nullable(),
});

export const transferRow = z.object({
  id,
  number: z.string(),
  lessor_id: id,
  executed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  method: z.enum(['stc_pay', 'bank']),
  recipient_mobile: z.string().nullable(),
  requests_count: z.number().int(),
  fees: money,
  entitlement_amount: money,
  net_amount: money,
  status: z.enum(['pending', 'processing', 'complete', 'rejected']),
});

export const statementRow = z.object({
  id,
  lessor_id: id,
  month: z.string(), // YYYY-MM
  date: z.string(),
  text: z.string(),
  opening_balance: money,
  closing_balance: money,
  remaining_balance: money,
  created_at: isoDateTime,
});

export const contractModelRow = z.object({
  id,
  owner_id: id.nullable(), // null = platform model
  name: z.string(),
  type: z.enum(['residential', 'commercial', 'office']),
  body: z.string(),
  created_at: isoDateTime,
});

export const contractRow = z.object({
  id,
  number: z.string(),
  kind: z.enum(['rent', 'custom']),
  status: z.enum(['draft', 'active', 'finished', 'cancelled']),
  reservation_id: id.nullable(),
  model_id: id.nullable(),
  lessor_id: id,
  tenant_id: id.nullable(),
  lessor_name: z.string(),
  lessor_identity: z.string(),
  tenant_name: z.string(),
  tenant_identity: z.string(),
  ownership_document_number: z.string(),
  unit_id: id.nullable(),
  start_date: z.string(),
  end_date: z.string(),
  rent_amount: money,
  payment_cycle: z.enum(['monthly', 'quarterly', 'semi_annual', 'annual']),
  attachment: z.string().nullable(),
  created_at: isoDateTime,
});

export const notificationRow = z.object({
  id,
  user_id: id,
  title_ar: z.string(),
  title_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  kind: z.string(),
  link: z.string().nullable(),
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});

export const complaintRow = z.object({
  id,
  user_id: id.nullable(),
  office_id: id.nullable(),
  reason: z.string(),
  details: z.string(),
  status: z.enum(['open', 'in_progress', 'closed']),
  created_at: isoDateTime,
});

export const favoriteRow = z.object({ id, user_id: id, office_id: id, created_at: isoDateTime });

export const marketingRequestRow = z.object({
  id,
  owner_id: id,
  office_id: id,
  status: z.enum(['pending', 'processing', 'complete', 'rejected']),
  notes: z.string(),
  created_at: isoDateTime,
});

export type UserRow = z.infer<typeof userRow>;
export type OfficeRow = z.infer<typeof officeRow>;
export type UnitRow = z.infer<typeof unitRow>;
export type OfferRow = z.infer<typeof offerRow>;
export type CouponRow = z.infer<typeof couponRow>;
export type ReviewRow = z.infer<typeof reviewRow>;
export type ReservationRow = z.infer<typeof reservationRow>;
export type PaymentRow = z.infer<typeof paymentRow>;
export type TenantInvoiceRow = z.infer<typeof tenantInvoiceRow>;
export type BusinessInvoiceRow = z.infer<typeof businessInvoiceRow>;
export type TransferRow = z.infer<typeof transferRow>;
export type StatementRow = z.infer<typeof statementRow>;
export type ContractRow = z.infer<typeof contractRow>;
export type ContractModelRow = z.infer<typeof contractModelRow>;
export type NotificationRow = z.infer<typeof notificationRow>;
export type ComplaintRow = z.infer<typeof complaintRow>;
export type FavoriteRow = z.infer<typeof favoriteRow>;
export type MarketingRequestRow = z.infer<typeof marketingRequestRow>;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
