// The price of the booking card's choice. Everyone sees an estimate computed with the
// domain's pricing (first active offer, VAT); a logged-in tenant gets the backend's quote
// (coupon-free, with commission, services and deposit), which replaces the estimate.
import { $api } from '@/api/query';
import {
  bookingDuration,
  findActiveOffer,
  fromHalalas,
  quoteBooking,
  toHalalas,
  type PriceOption,
} from '@/domain';
import { useSession } from '@/lib/session';
import { toReservationBody, type BookingInput } from '@schemas/booking';

export interface QuoteView {
  duration: number;
  unitPrice: number;
  rent: number;
  offerDiscount: number;
  services: number;
  commission: number;
  vatPercent: number;
  vat: number;
  total: number;
  deposit?: number;
  fromServer: boolean;
}

/** The local estimate (pure): rent, first active offer, 15 % VAT. */
export function estimateQuote(option: PriceOption, input: BookingInput): QuoteView | null {
  const periods = bookingDuration(input);
  if (!periods) return null;
  const q = quoteBooking({
    period: input.period,
    unitPrice: option.price,
    periods,
    offer: findActiveOffer(option.offers),
  });
  return {
    duration: periods,
    unitPrice: Number(option.price),
    rent: fromHalalas(q.rent),
    offerDiscount: fromHalalas(q.offerDiscount),
    services: fromHalalas(q.services),
    commission: fromHalalas(q.commission),
    vatPercent: q.vatPercent,
    vat: fromHalalas(q.vat),
    total: fromHalalas(q.total),
    fromServer: false,
  };
}

export function useQuote(
  unitId: number,
  option: PriceOption | undefined,
  input: BookingInput | null,
) {
  const { token, accountType } = useSession();
  const body = input ? toReservationBody(input) : null;
  const server = $api.useQuery(
    'post',
    '/apiBack/v1/ordinaries/reservations/quote',
    // Disabled until the choice makes a body (the key then holds the unit alone).
    { body: { unit_id: unitId, ...body! } },
    {
      enabled: Boolean(body && token && accountType === 'ordinary'),
      retry: false,
      select: (r) => r.data,
    },
  );
  const local = option && input ? estimateQuote(option, input) : null;
  const s = server.data;
  const view: QuoteView | null = s
    ? {
        duration: s.duration,
        unitPrice: s.unit_price,
        rent: fromHalalas(toHalalas(s.unit_price) * s.duration),
        offerDiscount: s.offer_discount_value,
        services: (s.services ?? []).reduce((sum, x) => sum + Number(x.price), 0),
        commission: s.commission_value_tenant,
        vatPercent: s.tax_rate,
        vat: s.tax_value,
        total: s.total,
        deposit: s.deposit_amount,
        fromServer: true,
      }
    : local;
  return { view, serverError: server.error };
}
