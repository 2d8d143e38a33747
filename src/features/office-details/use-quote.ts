// The price of the booking card's choice, from the backend's public quote: the same
// computation the payment page and the backend use (offer, service fee, VAT, deposit), so a
// visitor sees before login exactly the total a tenant pays after it (issue 11, defect 5).
import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '@/api/query';
import { fromHalalas, toHalalas } from '@/domain';
import { toReservationBody, type BookingInput } from '@schemas/booking-rules';

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
}

export function useQuote(unitId: number, input: BookingInput | null) {
  const body = input ? toReservationBody(input) : null;
  const query = $api.useQuery(
    'post',
    '/apiBack/v1/public/reservations/quote',
    // Disabled until the choice makes a body (the key then holds the unit alone).
    { body: { unit_id: unitId, ...body! } },
    {
      enabled: Boolean(body && unitId > 0),
      retry: false,
      select: (r) => r.data,
      // Keep the last price on screen while the next one loads.
      placeholderData: keepPreviousData,
      // The server's page came with the first quote: not asked again as the card hydrates.
      // A refetch there flipped isFetching, and a query's change re-renders its readers
      // synchronously (useSyncExternalStore): the whole card, twice, right after hydration.
      // A minute, as the unit's calendar: a slow phone may hydrate several seconds late.
      staleTime: 60_000,
    },
  );
  const s = body ? query.data : undefined;
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
      }
    : null;
  return {
    view,
    error: body ? query.error : null,
    // The first price of a choice is on its way (a later one keeps the last on screen).
    loading: query.isLoading,
    retry: () => void query.refetch(),
  };
}
