// Row shapes of the embedded backend's store. These describe what the mock backend
// KEEPS (internal rows, foreign keys as ids, Arabic and English text side by side), not
// what the API accepts: request-body rules live in schemas/ and the contract; response
// shapes come from the contract (mocks/serializers/ map rows to them).
// Enumerations are the contract's generated value arrays (its spellings, so no mapping
// table is needed); only the store's own notions (user type, OTP purpose, media owner)
// are spelled by hand. The schemas live in rows/ by area; this module is their entry.
import type { z } from 'zod';
import type { contactMessageRow, complaintRow, notificationRow } from './rows/activity';
import type { nafathRow, userRow } from './rows/accounts';
import type { calendarBlockRow, icalFeedRow, officeViewRow } from './rows/operations';
import type {
  chatMessageRow,
  complaintReplyRow,
  conversationRow,
  notificationPrefRow,
  outboxRow,
} from './rows/messaging';
import type {
  invoiceServiceRow,
  paymentRow,
  refundRow,
  reservationRow,
  tenantInvoiceRow,
} from './rows/bookings';
import type {
  businessInvoiceRow,
  contractModelRow,
  contractEventRow,
  contractRow,
  marketingRequestRow,
  transferRow,
} from './rows/business';
import type {
  couponRow,
  favoriteRow,
  mediaRow,
  offerRow,
  officeRow,
  reviewRow,
  unitRow,
} from './rows/listings';

export * from './rows/accounts';
export * from './rows/listings';
export * from './rows/bookings';
export * from './rows/business';
export * from './rows/activity';
export * from './rows/messaging';
export * from './rows/operations';

export type UserRow = z.infer<typeof userRow>;
export type MediaRow = z.infer<typeof mediaRow>;
export type OfficeRow = z.infer<typeof officeRow>;
export type UnitRow = z.infer<typeof unitRow>;
export type OfferRow = z.infer<typeof offerRow>;
export type CouponRow = z.infer<typeof couponRow>;
export type ReviewRow = z.infer<typeof reviewRow>;
export type ReservationRow = z.infer<typeof reservationRow>;
export type PaymentRow = z.infer<typeof paymentRow>;
export type RefundRow = z.infer<typeof refundRow>;
export type TenantInvoiceRow = z.infer<typeof tenantInvoiceRow>;
export type BusinessInvoiceRow = z.infer<typeof businessInvoiceRow>;
export type TransferRow = z.infer<typeof transferRow>;
export type ContractRow = z.infer<typeof contractRow>;
export type ContractEventRow = z.infer<typeof contractEventRow>;
export type ContractModelRow = z.infer<typeof contractModelRow>;
export type NotificationRow = z.infer<typeof notificationRow>;
export type ComplaintRow = z.infer<typeof complaintRow>;
export type FavoriteRow = z.infer<typeof favoriteRow>;
export type MarketingRequestRow = z.infer<typeof marketingRequestRow>;
export type NafathRow = z.infer<typeof nafathRow>;
export type ReservationStatus = ReservationRow['status'];
export type InvoiceServiceRow = z.infer<typeof invoiceServiceRow>;
export type ContactMessageRow = z.infer<typeof contactMessageRow>;
export type ConversationRow = z.infer<typeof conversationRow>;
export type ChatMessageRow = z.infer<typeof chatMessageRow>;
export type ComplaintReplyRow = z.infer<typeof complaintReplyRow>;
export type NotificationPrefRow = z.infer<typeof notificationPrefRow>;
export type OutboxRow = z.infer<typeof outboxRow>;
export type CalendarBlockRow = z.infer<typeof calendarBlockRow>;
export type IcalFeedRow = z.infer<typeof icalFeedRow>;
export type OfficeViewRow = z.infer<typeof officeViewRow>;
