// Which order actions a status allows for the lessor (the one move table in
// src/domain/reservation/actions.ts, which the backend enforces too), and how each one is sent.
import { apiClient } from '@/api/client';
import type { OrderAction } from '@/domain/reservation/actions';

export { allowedActions, type OrderAction } from '@/domain/reservation/actions';

/** Actions that ask the lessor for a reason (the contract's ReasonInput). */
export const needsReason = (a: OrderAction) =>
  a === 'reject' || a === 'cancel' || a === 'rejectTransfer';

function must(r: { error?: unknown; response: Response }) {
  if (r.error !== undefined) throw { status: r.response.status, body: r.error };
}

export async function runAction(
  action: OrderAction,
  ids: { reservation: number; payment?: number },
  reason: string,
) {
  const path = { params: { path: { id: ids.reservation } } };
  const payment = { params: { path: { id: ids.payment ?? 0 } } };
  switch (action) {
    case 'accept':
      return must(await apiClient.POST('/apiBack/v1/user/reservations/{id}/accept', path));
    case 'reject':
      return must(
        await apiClient.POST('/apiBack/v1/user/reservations/{id}/reject', {
          ...path,
          body: { reason },
        }),
      );
    case 'cancel':
      return must(
        await apiClient.POST('/apiBack/v1/user/reservations/{id}/cancel', {
          ...path,
          body: { reason },
        }),
      );
    case 'complete':
      return must(
        await apiClient.PATCH('/apiBack/v1/user/reservations/{id}/status', {
          ...path,
          body: { status: 'complete' },
        }),
      );
    case 'confirmTransfer':
      return must(await apiClient.POST('/apiBack/v1/user/payments/{id}/confirm', payment));
    case 'rejectTransfer':
      return must(
        await apiClient.POST('/apiBack/v1/user/payments/{id}/reject', {
          ...payment,
          body: { reason },
        }),
      );
  }
}
