// Which order actions a status allows for the lessor, mirroring the backend's transition
// table (pending → accepted/rejected/cancelled; processing = a bank transfer awaiting the
// office's confirmation; accepted/active → complete). How each is sent: use-order-action.ts.
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
