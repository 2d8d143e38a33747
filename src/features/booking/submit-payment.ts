// Booking then paying, in order: create the reservation once (a retry after a declined
// card reuses it), then either open a gateway session and hand the card to the gateway,
// or upload the bank-transfer receipt, or ask STC Pay for the code sent to the wallet's
// mobile (the page then confirms it, stc-pay-code.tsx). A failed call throws ApiRequestError (the payment
// form shows it). Nothing here goes through react-query: a mutation would keep its
// variables (the card) in the mutation cache.
import { apiCall } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { toFormData } from '@/api/form-data';
import { unwrap } from '@/api/result';
import type { QuoteBody } from './booking-params';
import { payWithCard, type CardDetails } from './card-gateway';
import type { PayMode } from './quote-summary';

export type StcPayChallenge = components['schemas']['StcPayChallenge'];

export type SubmitResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'declined' }
  | { kind: 'stc_pay'; challenge: StcPayChallenge; reservationId: number };

/** Where a payment of a reservation lands (the backend says whether it is paid). */
export const doneUrl = (reservationId: number, paymentId: number) =>
  `/payment_done/${reservationId}?payment_id=${paymentId}`;

/** The gateway could not be reached or did not answer (nothing was charged). */
export class GatewayUnavailable extends Error {
  constructor() {
    super('payment gateway unavailable');
  }
}

export interface SubmitInput {
  /** The booking to create; absent when paying an existing reservation (the rest). */
  booking?: QuoteBody;
  couponCode?: string;
  payMode: PayMode;
  /** Reservation created by an earlier attempt, if any. */
  reservationId?: number;
  /** Told the reservation as soon as it exists, so a retry after any failure reuses it. */
  onReservation: (id: number) => void;
  payment:
    | { method: 'card'; card: CardDetails; onSent?: () => void }
    | { method: 'bank'; receipt: Blob }
    | { method: 'stc_pay'; mobile: string };
}

export async function submitPayment(input: SubmitInput): Promise<SubmitResult> {
  let reservationId = input.reservationId;
  if (!reservationId) {
    if (!input.booking) throw new Error('submitPayment: a booking or a reservation is needed');
    const { data } = await unwrap(
      apiCall.POST('/apiBack/v1/ordinaries/reservations', {
        body: {
          ...input.booking,
          coupon_code: input.couponCode,
          pay_mode: input.payMode,
          accept_terms: true,
        },
      }),
    );
    reservationId = data.id;
    input.onReservation(reservationId);
  }

  if (input.payment.method === 'bank') {
    const { data } = await unwrap(
      apiCall.POST('/apiBack/v1/ordinaries/payments/bank-transfer', {
        body: {
          reservation_id: reservationId,
          pay_mode: input.payMode,
          receipt: input.payment.receipt,
        },
        bodySerializer: toFormData,
      }),
    );
    return { kind: 'redirect', url: doneUrl(reservationId, data.id) };
  }

  if (input.payment.method === 'stc_pay') {
    const { data } = await unwrap(
      apiCall.POST('/apiBack/v1/ordinaries/payments/stc-pay', {
        body: {
          reservation_id: reservationId,
          pay_mode: input.payMode,
          mobile: input.payment.mobile,
        },
      }),
    );
    return { kind: 'stc_pay', challenge: data, reservationId };
  }

  const { data: session } = await unwrap(
    apiCall.POST('/apiBack/v1/ordinaries/payments/gateway-session', {
      body: { reservation_id: reservationId, pay_mode: input.payMode },
    }),
  );
  input.payment.onSent?.();
  const outcome = await payWithCard(session, input.payment.card);
  if (outcome.kind === 'unavailable') throw new GatewayUnavailable();
  return outcome;
}
