// Allowed reservation status transitions (the spec names the statuses, not the moves;
// this table is the embedded backend's answer, documented in mocks/README.md).
//
//   pending ──pay(gateway)──► accepted ──start date──► active ──end──► finished
//      │ └──pay(bank)──► processing ──office confirms──► accepted
//      │                    └──office rejects the receipt──► pending (pay again)
//      ├──lessor accepts (paid later/cash)──► accepted
//      ├──lessor rejects──► rejected
//      └──tenant/lessor cancels──► cancelled
//   accepted/active ──lessor marks done──► complete ; accepted ──cancel──► cancelled
import type { ReservationStatus } from '../db/schema';

export type Actor = 'tenant' | 'lessor' | 'system';

export const RESERVATION_TRANSITIONS: Record<
  ReservationStatus,
  Partial<Record<ReservationStatus, Actor[]>>
> = {
  pending: {
    processing: ['system'],
    accepted: ['lessor', 'system'],
    rejected: ['lessor'],
    cancelled: ['tenant', 'lessor'],
  },
  processing: {
    accepted: ['lessor', 'system'],
    pending: ['lessor', 'system'],
    rejected: ['lessor'],
    cancelled: ['lessor'],
  },
  accepted: { active: ['lessor', 'system'], complete: ['lessor'], cancelled: ['tenant', 'lessor'] },
  active: { finished: ['lessor', 'system'], complete: ['lessor'] },
  complete: { finished: ['system', 'lessor'] },
  finished: {},
  cancelled: {},
  rejected: {},
};

export function canTransition(
  from: ReservationStatus,
  to: ReservationStatus,
  actor: Actor,
): boolean {
  return RESERVATION_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

export function allowedNext(from: ReservationStatus, actor: Actor): ReservationStatus[] {
  return (Object.entries(RESERVATION_TRANSITIONS[from]) as Array<[ReservationStatus, Actor[]]>)
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}
