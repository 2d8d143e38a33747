// Which order actions a status allows for the lessor (the one move table in
// src/domain/reservation/actions.ts, which the backend enforces too). How each is sent:
// use-order-action.ts.
import type { OrderAction } from '@/domain/reservation/actions';

export { allowedActions, type OrderAction } from '@/domain/reservation/actions';

/** Actions that ask the lessor for a reason (the contract's ReasonInput). */
export const needsReason = (a: OrderAction) =>
  a === 'reject' || a === 'cancel' || a === 'rejectTransfer';
