// Listings: offices, their units (with price options and services), media, the
// lessor's offers and coupons, reviews and favourites.
import { z } from 'zod';
import {
  advertiserRelationshipValues,
  directionValues,
  discountTypeValues,
  displayStatusValues,
  exclusivityValues,
  furnishedValues,
  listingStatusValues,
  mediaKindValues,
  officeCategoryValues,
  officeTypeValues,
  priceTypeValues,
  unitServiceTypeValues,
  unitSettingFieldValues,
  bookingModeValues,
  cancellationPolicyValues,
  reviewReportReasonValues,
} from '@/api/generated/apiback';
import { id, isoDateTime, dateOnly, money } from './fields';

export const mediaRow = z.object({
  id,
  owner: z.enum(['office', 'unit']),
  owner_id: id,
  path: z.string(),
  kind: z.enum(mediaKindValues),
  sort_order: z.number().int(),
  /** A video's length in seconds, from its movie header (contract Media.duration_s). */
  duration_s: z.number().int().positive().optional(),
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
  /** A snooze: hidden by its lessor until this date (shown again from it). */
  hidden_until: dateOnly.nullish(),
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
  cancellation_policy: z.enum(cancellationPolicyValues),
  min_notice_hours: z.number().int(),
  booking_mode: z.enum(bookingModeValues),
  request_expiry_hours: z.number().int(),
  /** The unit's own shortest and longest booking per type_res_id. */
  length_limits: z.array(
    z.object({ type_res_id: z.number().int(), min: z.number().int(), max: z.number().int() }),
  ),
  buffer_minutes: z.number().int(),
  /** Settings saved once cannot change again (spec: "some settings cannot be changed after saving"). */
  locked_fields: z.array(z.enum(unitSettingFieldValues)),
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
  /** The unit of the reviewer's latest stay in the office (null: no stay found). */
  unit_id: id.nullable(),
  reply_text: z.string().nullable(),
  reply_at: isoDateTime.nullable(),
  reported_at: isoDateTime.nullable(),
  report_reason: z.enum(reviewReportReasonValues).nullable(),
  report_details: z.string().nullable(),
});

export const favoriteRow = z.object({ id, user_id: id, office_id: id, created_at: isoDateTime });
