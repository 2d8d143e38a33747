// The tenant's cancellation of a booking: the backend's refund preview while the dialog is
// open, and the cancel itself, which refreshes what it changes before the dialog closes.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

/** What a cancellation changes: the bookings, their invoices and contracts, the unit's free days. */
const CHANGED = [
  apiKey('get', '/apiBack/v1/ordinaries/reservations'),
  apiKey('get', '/apiBack/v1/ordinaries/reservations/{id}'),
  apiKey('get', '/apiBack/v1/ordinaries/invoices'),
  apiKey('get', '/apiBack/v1/ordinaries/invoices/{id}'),
  apiKey('get', '/apiBack/v1/ordinaries/contracts'),
  apiKey('get', '/apiBack/v1/ordinaries/contracts/{id}'),
  apiKey('get', '/apiBack/v1/ordinaries/notifications'),
  apiKey('get', '/apiBack/v1/public/units/{id}/availability'),
];

/** How much of what was paid would come back now (read afresh each time the dialog opens). */
export function useCancellationPreview(id: number, open: boolean) {
  return $api.useQuery(
    'get',
    '/apiBack/v1/ordinaries/reservations/{id}/cancellation',
    { params: { path: { id } } },
    { enabled: open, staleTime: 0 },
  );
}

export function useCancelBooking() {
  return $api.useMutation('post', '/apiBack/v1/ordinaries/reservations/{id}/cancel', {
    onSuccess: useRefresh(CHANGED),
  });
}
