// The one table of contract status moves (issue 13): who may move a contract from one
// status to another. The embedded backend enforces it (mocks/handlers/contracts.ts), the
// screens read their buttons from it, and every move is recorded with its time and actor.
//
//   draft ──lessor sends──► sent ──tenant accepts──► accepted ──system, at once──► active
//     │                      └──tenant rejects (reason)──► rejected          │
//     │                                                        system, after the end date
//     └──────── lessor cancels (reason) from draft, sent, accepted, active ──► cancelled
//                                                                       active ──► ended
//
// "Sent" and later cannot be edited: only a draft can (isContractEditable).
import type { components } from '@/api/generated/apiback';
import { addDays, compareDates } from '@schemas/lib/calendar-date';

export type ContractStatus = components['schemas']['ContractStatus'];
export type ContractActor = components['schemas']['ContractEvent']['actor'];
/** The buttons of the contract screens (lessor: send, cancel; tenant: accept, reject). */
export type ContractAction = 'send' | 'cancel' | 'accept' | 'reject';

interface Move {
  by: readonly ContractActor[];
  action?: ContractAction;
}

export const CONTRACT_MOVES: Readonly<
  Record<ContractStatus, Partial<Record<ContractStatus, Move>>>
> = {
  draft: {
    sent: { by: ['lessor'], action: 'send' },
    cancelled: { by: ['lessor'], action: 'cancel' },
  },
  sent: {
    accepted: { by: ['tenant'], action: 'accept' },
    rejected: { by: ['tenant'], action: 'reject' },
    cancelled: { by: ['lessor'], action: 'cancel' },
  },
  // The platform activates an accepted contract at once (both parties have agreed, as on
  // Ejar); the step stays in the history so "accepted" has its own time and actor.
  accepted: {
    active: { by: ['system'] },
    cancelled: { by: ['lessor'], action: 'cancel' },
  },
  active: {
    ended: { by: ['system'] },
    cancelled: { by: ['lessor'], action: 'cancel' },
  },
  rejected: {},
  ended: {},
  cancelled: {},
};

/** Statuses of a contract still in play: a booking has at most one, a model in use by one stays. */
export const LIVE_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'draft',
  'sent',
  'accepted',
  'active',
];

export const isLiveContract = (status: ContractStatus) => LIVE_CONTRACT_STATUSES.includes(status);

type ReservationStatus = components['schemas']['ReservationStatus'];

/**
 * A booking that may get a rent contract (when it has no live one): accepted or active. The
 * order's "create contract" and the backend's check of the contract form both ask this.
 */
export const mayGetContract = (status: ReservationStatus) =>
  status === 'accepted' || status === 'active';

export function canMoveContract(
  from: ContractStatus,
  to: ContractStatus,
  actor: ContractActor,
): boolean {
  return CONTRACT_MOVES[from][to]?.by.includes(actor) ?? false;
}

/** Where an action takes a contract from `from`, or null when it is not offered there. */
export function actionTarget(from: ContractStatus, action: ContractAction): ContractStatus | null {
  const hit = (Object.entries(CONTRACT_MOVES[from]) as Array<[ContractStatus, Move]>).find(
    ([, move]) => move.action === action,
  );
  return hit ? hit[0] : null;
}

/** The buttons a party sees on a contract, in the table's order. */
export function contractActions(
  status: ContractStatus,
  party: Exclude<ContractActor, 'system'>,
): ContractAction[] {
  return Object.values(CONTRACT_MOVES[status])
    .filter((move) => move.by.includes(party))
    .flatMap((move) => (move.action ? [move.action] : []));
}

/** Only a draft may change; "sent" and later are what both parties see and sign. */
export const isContractEditable = (status: ContractStatus) => status === 'draft';

/** Actions that ask for a reason (the contract's ReasonInput). */
export const actionNeedsReason = (action: ContractAction) =>
  action === 'cancel' || action === 'reject';

/**
 * The moves the system makes by itself, in order, for a contract on `today`: an accepted
 * contract becomes active; an active one ends the day after its (inclusive) end date.
 */
export function systemMoves(
  status: ContractStatus,
  endDate: string,
  today: string,
): ContractStatus[] {
  const out: ContractStatus[] = [];
  let current = status;
  if (current === 'accepted') out.push((current = 'active'));
  if (current === 'active' && compareDates(today, addDays(endDate, 1)) >= 0) out.push('ended');
  return out;
}
