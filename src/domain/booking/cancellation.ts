// Cancellation policies and the refund a tenant gets for cancelling (issue 11, unit
// settings of issue 15). One table, read by the cancel dialog (the preview), the unit
// settings screen and the booking pages (the schedule in words) and the embedded backend
// (the refund it records): a rule lives once.
//
//   flexible  100 % until 24 h before arrival, then nothing
//   moderate  100 % until 5 days before, 50 % until 24 h before, then nothing
//   strict    100 % until 14 days before, 50 % until 7 days before, then nothing
//
// Whatever the policy: a request to book the lessor has not accepted yet is refunded in
// full (nothing was confirmed), and nothing can be cancelled once the booking has begun.
// Times are the office's wall time (`YYYY-MM-DDTHH:mm:ss`, as reservations store them),
// compared with the clock read the same way as the booking rules do (schemas/booking.ts).
import dayjs from 'dayjs';
import { type components, cancellationPolicyValues } from '@/api/generated/apiback';
import { percentOf, type Halalas } from '../money';
import { canTransition, type ReservationStatus } from '../reservation/actions';

export type CancellationPolicy = components['schemas']['CancellationPolicy'];
type BlockedReason = NonNullable<components['schemas']['CancellationQuote']['blocked_reason']>;
export const CANCELLATION_POLICIES = cancellationPolicyValues;

export interface RefundStep {
  /** The refund holds while at least this many hours are left before arrival. */
  hoursBefore: number;
  percent: number;
}

/** Steps from the most generous to the last; after the last step nothing is refunded. */
export const REFUND_SCHEDULE: Readonly<Record<CancellationPolicy, readonly RefundStep[]>> = {
  flexible: [{ hoursBefore: 24, percent: 100 }],
  moderate: [
    { hoursBefore: 5 * 24, percent: 100 },
    { hoursBefore: 24, percent: 50 },
  ],
  strict: [
    { hoursBefore: 14 * 24, percent: 100 },
    { hoursBefore: 7 * 24, percent: 50 },
  ],
};

export interface CancellationInput {
  policy: CancellationPolicy;
  status: ReservationStatus;
  /** Arrival, office wall time. */
  startAt: string;
  /** What the tenant has paid so far, in halalas. */
  paid: Halalas;
  /** A request to book still waiting for the lessor: refunded in full. */
  awaitingAcceptance?: boolean;
  now?: Date | string;
}

export interface CancellationOutcome {
  cancellable: boolean;
  blockedReason?: BlockedReason;
  percent: number;
  refund: Halalas;
  kept: Halalas;
  /** When the refund drops next (office wall time), and to what. */
  nextChangeAt?: string;
  nextPercent?: number;
}

const WALL = 'YYYY-MM-DDTHH:mm:ss';

/** The refund percent `hoursLeft` hours before arrival, and the step that follows it. */
export function refundStep(
  policy: CancellationPolicy,
  hoursLeft: number,
): { percent: number; next?: RefundStep & { nextPercent: number } } {
  const steps = REFUND_SCHEDULE[policy];
  const i = steps.findIndex((s) => hoursLeft >= s.hoursBefore);
  if (i < 0) return { percent: 0 };
  return {
    percent: steps[i].percent,
    next: { ...steps[i], nextPercent: steps[i + 1]?.percent ?? 0 },
  };
}

/** What cancelling now gives back, or why it cannot be cancelled. */
export function cancellationRefund(input: CancellationInput): CancellationOutcome {
  const now = dayjs(input.now ?? new Date());
  const start = dayjs(input.startAt);
  const blocked = (blockedReason: BlockedReason): CancellationOutcome => ({
    cancellable: false,
    blockedReason,
    percent: 0,
    refund: 0,
    kept: input.paid,
  });
  if (!canTransition(input.status, 'cancelled', 'tenant')) return blocked('status');
  if (!now.isBefore(start)) return blocked('started');
  if (input.awaitingAcceptance)
    return { cancellable: true, percent: 100, refund: input.paid, kept: 0 };
  const hoursLeft = start.diff(now, 'minute') / 60;
  const { percent, next } = refundStep(input.policy, hoursLeft);
  const refund = percentOf(input.paid, percent);
  return {
    cancellable: true,
    percent,
    refund,
    kept: input.paid - refund,
    ...(next && {
      nextChangeAt: start.subtract(next.hoursBefore, 'hour').format(WALL),
      nextPercent: next.nextPercent,
    }),
  };
}
