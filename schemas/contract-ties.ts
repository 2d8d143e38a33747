// Compile-time ties between the rules and the contract (openapi/apiback.yaml →
// src/api/generated/apiback.ts). Each line fails `tsc` when a contract change and a
// schema disagree:
//  - Sends<S, T>: what the schema outputs (the request body) is a valid contract T;
//  - Loads<T, S>: a contract T returned by the API can be fed back into the form (edit).
// Type-only: nothing here reaches a bundle.
import type { z } from 'zod';
import type { components } from '@/api/generated/apiback';
import type { PeriodType } from './lib/booking-period';
import type {
  bankTransferPaymentSchema,
  stcPayConfirmSchema,
  stcPayPaymentSchema,
} from './payment';
import type { lessorPaymentMethodSchema } from './payment-method';
import type { complaintSchema, reportSchema, reviewSchema } from './feedback';
import type { contractInputSchema, contractPaymentSchema, contractReasonSchema } from './contract';
import type { contractModelSchema } from './contract-model';
import type {
  chatMessageSchema,
  conversationReportSchema,
  conversationStartSchema,
  notificationPreferencesSchema,
  ticketReplySchema,
} from './messaging';
import type { officeDraftSchema, publishOfficeSchema, toOfficeInput } from './office';
import type {
  couponCheckSchema,
  createCouponSchema,
  createOfferSchema,
  unitPricesSchema,
} from './prices';
import type { completeProfileSchema, lessorProfileSchema, tenantProfileSchema } from './profile';
import type { createReservationQuoteSchema, createReservationSchema } from './reservation';
import type {
  downPriceSchema,
  unitDraftSchema,
  unitSchema,
  unitServiceSchema,
  unitSettingsSchema,
} from './unit';

type Api = components['schemas'];
type Out<S extends z.ZodType> = z.output<S>;
type In<S extends z.ZodType> = z.input<S>;

/** Resolves to `true` only when A is assignable to B (else a type error at the use site). */
type Assignable<A extends B, B> = A extends B ? true : never;

export type ContractTies = [
  Assignable<ReturnType<typeof toOfficeInput>, Api['OfficeInput']>,
  Assignable<Out<typeof officeDraftSchema>, Api['OfficeInput']>,
  Assignable<Out<typeof publishOfficeSchema>, Api['PublishOfficeInput']>,
  Assignable<Out<typeof unitSchema>, Api['UnitInput']>,
  Assignable<Out<typeof unitDraftSchema>, Api['UnitInput']>,
  Assignable<Out<typeof unitServiceSchema>, Api['UnitService']>,
  Assignable<Out<typeof unitSettingsSchema>, Api['UnitSettingsInput']>,
  Assignable<Out<typeof downPriceSchema>, Api['DownPriceInput']>,
  Assignable<Out<typeof unitPricesSchema>, Api['UnitPricesInput']>,
  Assignable<Out<ReturnType<typeof createOfferSchema>>, Api['OfferInput']>,
  Assignable<Out<ReturnType<typeof createCouponSchema>>, Api['CouponInput']>,
  Assignable<Out<typeof couponCheckSchema>, Api['CouponCheckRequest']>,
  Assignable<Out<ReturnType<typeof createReservationSchema>>, Api['ReservationInput']>,
  Assignable<Out<ReturnType<typeof createReservationQuoteSchema>>, Api['ReservationQuoteRequest']>,
  Assignable<Out<typeof completeProfileSchema>, Api['CompleteProfileRequest']>,
  Assignable<Out<typeof tenantProfileSchema>, Api['TenantProfileInput']>,
  Assignable<Out<typeof lessorProfileSchema>, Api['LessorProfileInput']>,
  Assignable<Out<typeof lessorPaymentMethodSchema>, Api['LessorPaymentMethodInput']>,
  Assignable<Out<typeof reviewSchema>, Api['ReviewInput']>,
  Assignable<Out<typeof complaintSchema>, Api['ComplaintInput']>,
  Assignable<Out<typeof reportSchema>, Api['ReportInput']>,
  Assignable<Out<typeof chatMessageSchema>, Api['ChatMessageForm']>,
  Assignable<Out<typeof conversationStartSchema>, Api['ConversationStartInput']>,
  Assignable<Out<typeof conversationReportSchema>, Api['ConversationReportInput']>,
  Assignable<Out<typeof ticketReplySchema>, Api['ComplaintReplyForm']>,
  Assignable<Out<typeof notificationPreferencesSchema>, Api['NotificationPreferencesInput']>,
  Assignable<Api['NotificationPreferences'], In<typeof notificationPreferencesSchema>>,
  Assignable<Out<typeof bankTransferPaymentSchema>, Api['BankTransferPaymentForm']>,
  Assignable<Out<typeof stcPayPaymentSchema>, Api['StcPayPaymentRequest']>,
  Assignable<Out<typeof stcPayConfirmSchema>, Api['StcPayConfirmRequest']>,
  // Contracts (issue 13)
  Assignable<Out<typeof contractInputSchema>, Api['ContractInput']>,
  Assignable<Out<typeof contractModelSchema>, Api['ContractModelInput']>,
  Assignable<Out<typeof contractReasonSchema>, Api['ReasonInput']>,
  Assignable<Out<typeof contractPaymentSchema>, Api['ContractPaymentInput']>,
  Assignable<Api['ContractInput'], In<typeof contractInputSchema>>,
  Assignable<Api['ContractModelInput'], In<typeof contractModelSchema>>,
  // Editing: records the API returns load into the forms.
  Assignable<Api['UnitService'], In<typeof unitServiceSchema>>,
  Assignable<Api['DownPriceInput'], In<typeof downPriceSchema>>,
  // The booking periods are the contract's price types but `all`, every one of them.
  Assignable<Exclude<Api['PriceType'], 'all'>, PeriodType>,
];
