// Booking then paying, in order: create the reservation once (a retry after a declined
// card reuses it), then either open a gateway session and hand the card to the gateway,
// or upload the bank-transfer receipt. Nothing here goes through react-query: a mutation
// would keep its variables (the card) in the mutation cache.
import { apiClient } from '@/api/client';
import { toFormData } from '@/api/form-data';
import { fieldErrors, type FieldErrors } from './api-errors';
import type { QuoteBody } from './booking-params';
import { payWithCard, type CardDetails } from './card-gateway';
import type { PayMode } from './quote-summary';

export type SubmitResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'declined'; reservationId: number }
  | { kind: 'failed'; reservationId?: number; message?: string; fields: FieldErrors };

export interface SubmitInput {
  booking: QuoteBody;
  couponCode?: string;
  payMode: PayMode;
  /** Reservation created by an earlier attempt, if any. */
  reservationId?: number;
  payment: { method: 'card'; card: CardDetails } | { method: 'bank'; receipt: File };
}

export async function submitPayment(input: SubmitInput): Promise<SubmitResult> {
  let reservationId = input.reservationId;
  if (!reservationId) {
    const { data, error } = await apiClient.POST('/apiBack/v1/ordinaries/reservations', {
      body: {
        ...input.booking,
        coupon_code: input.couponCode,
        pay_mode: input.payMode,
        accept_terms: true,
      },
    });
    if (!data) return { kind: 'failed', message: error?.message, fields: fieldErrors(error) };
    reservationId = data.data.id;
  }

  if (input.payment.method === 'bank') {
    const { data, error } = await apiClient.POST('/apiBack/v1/ordinaries/payments/bank-transfer', {
      body: {
        reservation_id: reservationId,
        pay_mode: input.payMode,
        receipt: input.payment.receipt,
      },
      bodySerializer: toFormData,
    });
    if (!data)
      return { kind: 'failed', reservationId, message: error?.message, fields: fieldErrors(error) };
    return { kind: 'redirect', url: `/payment_done/${reservationId}?payment_id=${data.data.id}` };
  }

  const { data, error } = await apiClient.POST('/apiBack/v1/ordinaries/payments/gateway-session', {
    body: { reservation_id: reservationId, pay_mode: input.payMode },
  });
  if (!data)
    return { kind: 'failed', reservationId, message: error?.message, fields: fieldErrors(error) };
  const outcome = await payWithCard(data.data, input.payment.card);
  if (outcome.kind === 'redirect') return outcome;
  if (outcome.kind === 'declined') return { kind: 'declined', reservationId };
  return { kind: 'failed', reservationId, fields: {} };
}
