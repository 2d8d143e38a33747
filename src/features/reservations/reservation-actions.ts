// Which order actions a status allows for the lessor, mirroring the backend's transition
// table (pending → accepted/rejected/cancelled; processing = a bank transfer awaiting the
// office's confirmation; accepted/active → complete), and how each one is sent.
import { apiClient } from '@/api/client';
import type { components } from '@/api/generated/apiback';

type Status = components['schemas']['ReservationStatus'];

export type OrderAction =
  'accept' | 'reject' | 'cancel' | 'complete' | 'confirmTransfer' | 'rejectTransfer';

const BY_STATUS: Partial<Record<Status, OrderAction[]>> = {
  pending: ['accept', 'reject', 'cancel'],
  processing: ['confirmTransfer', 'rejectTransfer', 'reject', 'cancel'],
  accepted: ['complete', 'cancel'],
  active: ['complete'],
};

/** Actions for a status; transfer actions only when a bank payment awaits confirmation. */
export function allowedActions(status: Status, hasPendingTransfer: boolean): OrderAction[] {
  return (BY_STATUS[status] ?? []).filter(
    (a) => hasPendingTransfer || (a !== 'confirmTransfer' && a !== 'rejectTransfer'),
  );
}

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
