// Row shapes of the embedded backend's store. These describe what the mock backend
// KEEPS (internal rows, foreign keys as ids, Arabic and English text side by side), not
// what the API accepts: request-body rules live in schemas/ and the contract; response
// shapes come from the contract (mocks/handlers/serialize.ts maps rows to them).
// Enumerations are the contract's generated value arrays (its spellings, so no mapping
// table is needed); only the store's own notions (user type, OTP purpose, media owner)
// are spelled here.
import { z } from 'zod';
import {
  advertiserRelationshipValues,
  bankPayoutMethodMethodValues,
  complaintStatusValues,
  contractModelTypeValues,
  contractPayment_cycleValues,
  contractStatusValues,
  directionValues,
  discountTypeValues,
  displayStatusValues,
  exclusivityValues,
  furnishedValues,
  identityTypeValues,
  invoiceStatusValues,
  lessorPayoutMethodValues,
  lessorUserRoleValues,
  listingStatusValues,
  marketingRequestChannelsValues,
  marketingRequestStatusValues,
  mediaKindValues,
  nafathRequestStatusValues,
  notificationTypeValues,
  officeCategoryValues,
  officeTypeValues,
  payModeValues,
  paymentStatusValues,
  priceTypeValues,
  reservationStatusValues,
  sendCodeRequestChannelValues,
  stcPayMethodMethodValues,
  tenantPaymentMethodValues,
  transferMethodValues,
  transferStatusValues,
  typeReservationValues,
  unitServiceTypeValues,
  unitSettingsLocked_fieldsValues,
  verificationStatusValues,
} from '@/api/generated/apiback';
import { PERIOD_TYPES } from '@schemas/lib/booking-period';

const id = z.number().int().positive();
const isoDateTime = z.string(); // ISO 8601 UTC (created_at and friends)
const dateOnly = z.string(); // YYYY-MM-DD
const money = z.number(); // SAR, 2 decimals (computed in halalas by src/domain)

export const userRow = z.object({
  id,
  phone: z.string(), // E.164 +9665XXXXXXXX
  type: z.enum(['ordinary', 'business']),
  first_name: z.string(),
  last_name: z.string(),
  first_name_en: z.string(),
  last_name_en: z.string(),
  email: z.string().nullable(),
  company_name: z.string().nullable(),
  office_name: z.string().nullable(),
  city_id: id.nullable(),
  district: z.string().nullable(),
  identity_type: z.enum(identityTypeValues),
  identity_number: z.string().nullable(),
  commercial_register: z.string().nullable(),
  vat_number: z.string().nullable(),
  bio: z.string().nullable(),
  logo: z.string().nullable(),
  has_license: z.boolean(),
  license_number: z.string().nullable(),
  verification_status: z.enum(verificationStatusValues),
  payout_method: z.enum([...stcPayMethodMethodValues, ...bankPayoutMethodMethodValues]).nullable(),
  stc_pay_mobile: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_holder_name: z.string().nullable(),
  iban: z.string().nullable(),
  /** A member added to a lessor's account (user management) points at the owner. */
  parent_id: id.nullable(),
  member_role: z.enum(lessorUserRoleValues).nullable(),
  profile_completed: z.boolean(),
  created_at: isoDateTime,
});

export const sessionRow = z.object({ token: z.string(), user_id: id, created_at: isoDateTime });

export const otpRow = z.object({
  phone: z.string(),
  code: z.string(),
  channel: z.enum(sendCodeRequestChannelValues),
  purpose: z.enum(['login', 'member']),
  account_type: z.enum(['ordinary', 'business']).nullable(),
  sent_at: isoDateTime,
  expires_at: isoDateTime,
});

export const mediaRow = z.object({
  id,
  owner: z.enum(['office', 'unit']),
  owner_id: id,
  path: z.string(),
  kind: z.enum(mediaKindValues),
  sort_order: z.number().int(),
});

export const officeRow = z.object({
  id,
  owner_id: id,
  ad_number: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  ad_title_ar: z.string(),
  ad_title_en: z.string(),
  category: z.enum(officeCategoryValues),
  type: z.enum(officeTypeValues),
  city_id: id,
  neighborhood_ar: z.string(),
  neighborhood_en: z.string(),
  street_ar: z.string(),
  street_en: z.string(),
  interface: z.enum(directionValues),
  lat: z.number(),
  lng: z.number(),
  halls: z.number().int(),
  rooms: z.number().int(),
  bathrooms: z.number().int(),
  kitchens: z.number().int(),
  area: z.number(),
  features: z.array(id),
  description_ar: z.string(),
  description_en: z.string(),
  deed_number: z.string().nullable(),
  building_license: z.string().nullable(),
  license_number: z.string().nullable(),
  advertiser_relationship: z.enum(advertiserRelationshipValues),
  exclusivity: z.enum(exclusivityValues),
  status: z.enum(listingStatusValues),
  display_status: z.enum(displayStatusValues),
  views: z.number().int(),
  created_at: isoDateTime,
  published_at: isoDateTime.nullable(),
});

export const priceOptionRow = z.object({
  id,
  type_res_id: z.number().int(),
  price: money,
  active: z.boolean(),
});

export const unitServiceRow = z.object({
  id,
  name_ar: z.string(),
  name_en: z.string(),
  price: money,
  type: z.enum(unitServiceTypeValues),
  mandatory: z.boolean(),
});

export const unitRow = z.object({
  id,
  office_id: id,
  owner_id: id,
  name_ar: z.string(),
  name_en: z.string(),
  code: z.string(),
  area: z.number(),
  width: z.number(),
  length: z.number(),
  height: z.number(),
  furnished: z.enum(furnishedValues),
  capacity: z.number().int(),
  tables_count: z.number().int(),
  services: z.array(unitServiceRow),
  features: z.array(id),
  status: z.enum(listingStatusValues),
  display_status: z.enum(displayStatusValues),
  description_ar: z.string(),
  description_en: z.string(),
  deposit_percent: z.number(),
  refundable_insurance: money,
  prices: z.array(priceOptionRow),
  booking_terms: z.string(),
  cancellation_policy: z.string(),
  min_notice_hours: z.number().int(),
  /** Settings saved once cannot change again (spec: "some settings cannot be changed after saving"). */
  locked_fields: z.array(z.enum(unitSettingsLocked_fieldsValues)),
  created_at: isoDateTime,
});

export const offerRow = z.object({
  id,
  owner_id: id,
  name: z.string(),
  type: z.enum(discountTypeValues),
  value: z.number(),
  start_date: dateOnly,
  end_date: dateOnly,
  unit_ids: z.array(id),
  price_types: z.array(z.enum(priceTypeValues)),
  is_active: z.boolean(),
  required_deposit_percent: z.number().nullable(),
  created_at: isoDateTime,
});

export const couponRow = z.object({
  id,
  owner_id: id,
  code: z.string(),
  name: z.string(),
  type: z.enum(discountTypeValues),
  value: z.number(),
  max_uses: z.number().int(),
  used_count: z.number().int(),
  active_from: dateOnly,
  active_to: dateOnly,
  unit_ids: z.array(id),
  price_types: z.array(z.enum(priceTypeValues)),
  is_active: z.boolean(),
  created_at: isoDateTime,
});

export const reviewRow = z.object({
  id,
  office_id: id,
  user_id: id,
  title: z.string(),
  comment: z.string(),
  rating: z.number().int().min(1).max(5),
  created_at: isoDateTime,
});

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
  net_amount: money, // to the lessor: after discounts, before commission and VAT
  payment_method: z.enum(tenantPaymentMethodValues).nullable(),
  pay_mode: z.enum(payModeValues),
  inspector_name: z.string().nullable(),
  inspector_phone: z.string().nullable(),
  notes: z.string().nullable(),
  status_reason: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
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
  failure_reason: z.string().nullable(),
  created_at: isoDateTime,
  confirmed_at: isoDateTime.nullable(),
});

export const invoiceServiceRow = z.object({
  id,
  id_service: id,
  description: z.string(),
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

export const businessInvoiceRow = z.object({
  id,
  invoice_number: z.string(),
  lessor_id: id,
  release_date: dateOnly,
  created_at: isoDateTime,
  paid_amount: money,
  remaining_amount: money,
  invoice_status: z.enum(invoiceStatusValues),
  description: z.string(),
  tax_value: money,
  payment_method: z.enum(lessorPayoutMethodValues),
  payment_tenants_image: z.string().nullable(),
});

export const transferRow = z.object({
  id,
  number: z.string(),
  lessor_id: id,
  executed_at: isoDateTime,
  created_at: isoDateTime,
  method: z.enum(transferMethodValues),
  recipient_mobile: z.string(),
  requests_count: z.number().int(),
  fees: money,
  entitlement_amount: money,
  net_amount: money,
  status: z.enum(transferStatusValues),
});

export const statementRow = z.object({
  id,
  lessor_id: id,
  month: z.string(), // YYYY-MM
  opening_balance: z.number(),
  closing_balance: z.number(),
  entries: z.array(
    z.object({
      date: dateOnly,
      text: z.string(),
      debit: money,
      credit: money,
      balance: z.number(),
    }),
  ),
  created_at: isoDateTime,
});

export const contractModelRow = z.object({
  id,
  owner_id: id.nullable(), // null = platform model
  name: z.string(),
  type: z.enum(contractModelTypeValues),
  body: z.string(),
  updated_at: isoDateTime,
});

export const contractRow = z.object({
  id,
  number: z.string(),
  status: z.enum(contractStatusValues),
  reservation_id: id,
  model_id: id,
  lessor_id: id,
  tenant_id: id,
  lessor_name: z.string(),
  lessor_identity: z.string(),
  tenant_name: z.string(),
  tenant_identity: z.string(),
  ownership_document_number: z.string(),
  unit_id: id,
  start_date: dateOnly,
  end_date: dateOnly,
  rent_amount: money,
  payment_cycle: z.enum(contractPayment_cycleValues),
  base_contract: z.string().nullable(),
  extra_terms: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: isoDateTime,
});

export const customContractRow = z.object({
  id,
  owner_id: id,
  title: z.string(),
  lessor_name: z.string(),
  lessor_identity: z.string(),
  tenant_name: z.string(),
  tenant_identity: z.string(),
  office_details: z.string(),
  body: z.string(),
  start_date: dateOnly.nullable(),
  end_date: dateOnly.nullable(),
  rent_amount: money.nullable(),
  created_at: isoDateTime,
});

export const notificationRow = z.object({
  id,
  user_id: id,
  title_ar: z.string(),
  title_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  type: z.enum(notificationTypeValues),
  link: z.string().nullable(),
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});

export const complaintRow = z.object({
  id,
  user_id: id,
  subject: z.string().nullable(),
  reason: z.string(),
  office_id: id.nullable(),
  reservation_id: id.nullable(),
  status: z.enum(complaintStatusValues),
  reply: z.string().nullable(),
  created_at: isoDateTime,
});

export const favoriteRow = z.object({ id, user_id: id, office_id: id, created_at: isoDateTime });

export const marketingRequestRow = z.object({
  id,
  owner_id: id,
  office_id: id,
  status: z.enum(marketingRequestStatusValues),
  channels: z.array(z.enum(marketingRequestChannelsValues)),
  budget: money.nullable(),
  notes: z.string().nullable(),
  created_at: isoDateTime,
});

export const nafathRow = z.object({
  request_id: z.string(),
  user_id: id,
  national_id: z.string(),
  random_number: z.string(),
  status: z.enum(nafathRequestStatusValues),
  created_at: isoDateTime,
  expires_at: isoDateTime,
});

export const contactMessageRow = z.object({
  id,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: isoDateTime,
});

export type UserRow = z.infer<typeof userRow>;
export type MediaRow = z.infer<typeof mediaRow>;
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
export type CustomContractRow = z.infer<typeof customContractRow>;
export type ContractModelRow = z.infer<typeof contractModelRow>;
export type NotificationRow = z.infer<typeof notificationRow>;
export type ComplaintRow = z.infer<typeof complaintRow>;
export type FavoriteRow = z.infer<typeof favoriteRow>;
export type MarketingRequestRow = z.infer<typeof marketingRequestRow>;
export type NafathRow = z.infer<typeof nafathRow>;
export type ReservationStatus = ReservationRow['status'];
export type InvoiceServiceRow = z.infer<typeof invoiceServiceRow>;
