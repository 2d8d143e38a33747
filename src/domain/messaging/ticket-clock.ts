// The support promise on a ticket (spec section 9: "issues handled within 72 hours";
// complaints 40, 72 or 24 hours in three places — we use one reading for every ticket,
// SUPPORT_HOURS.complaints, see docs/domain-rules.md). The clock runs while the ticket waits
// for support: from its opening, and again from each reply or reopening by its author; an
// answer from support stops it.
import { complaintDueAt, SUPPORT_HOURS } from '../rules';

export const TICKET_ANSWER_HOURS = SUPPORT_HOURS.complaints;

/** When support owes an answer to a ticket that started waiting at `since`. */
export function ticketDueAt(since: Date | string): Date {
  return complaintDueAt(since, TICKET_ANSWER_HOURS);
}

export interface TimeLeft {
  overdue: boolean;
  /** Whole days, hours and minutes left (or past the promise when overdue). */
  days: number;
  hours: number;
  minutes: number;
}

/** Time left until `due` (rounded up to the minute), or how late it is. */
export function timeLeft(due: Date | string, now: Date = new Date()): TimeLeft {
  const ms = new Date(due).getTime() - now.getTime();
  const total = Math.ceil(Math.abs(ms) / 60_000);
  return {
    overdue: ms < 0,
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}
