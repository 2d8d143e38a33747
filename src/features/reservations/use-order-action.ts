// Sends one order action (reservation-actions.ts says which a status allows) through its own
// contract operation, and refreshes the order, the orders list and the pending transfers.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';
import type { OrderAction } from './reservation-actions';

export interface OrderIds {
  reservation: number;
  /** The bank transfer awaiting confirmation, for the transfer actions. */
  payment?: number;
}

const CHANGED = [
  apiKey('get', '/apiBack/v1/user/reservations/{id}'),
  apiKey('get', '/apiBack/v1/user/reservations'),
  apiKey('get', '/apiBack/v1/user/payments'),
];

export function useOrderAction(ids: OrderIds, onDone: (action: OrderAction) => void) {
  const after = { onSuccess: useRefresh(CHANGED) };
  const sends = {
    accept: $api.useMutation('post', '/apiBack/v1/user/reservations/{id}/accept', after),
    reject: $api.useMutation('post', '/apiBack/v1/user/reservations/{id}/reject', after),
    cancel: $api.useMutation('post', '/apiBack/v1/user/reservations/{id}/cancel', after),
    complete: $api.useMutation('patch', '/apiBack/v1/user/reservations/{id}/status', after),
    confirmTransfer: $api.useMutation('post', '/apiBack/v1/user/payments/{id}/confirm', after),
    rejectTransfer: $api.useMutation('post', '/apiBack/v1/user/payments/{id}/reject', after),
  };
  const all = Object.values(sends);
  const order = { params: { path: { id: ids.reservation } } };
  const payment = { params: { path: { id: ids.payment ?? 0 } } };

  const run = (action: OrderAction, reason: string) => {
    for (const m of all) m.reset();
    const settle = { onSuccess: () => onDone(action) };
    switch (action) {
      case 'accept':
        return sends.accept.mutate(order, settle);
      case 'reject':
        return sends.reject.mutate({ ...order, body: { reason } }, settle);
      case 'cancel':
        return sends.cancel.mutate({ ...order, body: { reason } }, settle);
      case 'complete':
        return sends.complete.mutate({ ...order, body: { status: 'complete' } }, settle);
      case 'confirmTransfer':
        return sends.confirmTransfer.mutate(payment, settle);
      case 'rejectTransfer':
        return sends.rejectTransfer.mutate({ ...payment, body: { reason } }, settle);
    }
  };

  return {
    run,
    isPending: all.some((m) => m.isPending),
    error: all.find((m) => m.isError)?.error ?? null,
    reset: () => all.forEach((m) => m.reset()),
  };
}
