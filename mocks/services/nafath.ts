// The embedded stand-in for Nafath (the national access service): a request for a national
// ID gets a random two-digit number; the person picks it in the Nafath app (here: the demo
// control, POST /mock-nafath/requests/{id}), which approves or rejects; an unanswered
// request expires. Approval returns the person's name as the civil registry holds it, and
// that name and ID fill the profile. Requests are rate limited per account.
import { getStore } from '../backend';
import type { NafathRow, UserRow } from '../db/schema';
import { fullName } from '../serializers/common';
import { NAFATH_REGISTRY } from './nafath-registry';
import { notify } from './notify';
import { updateWhere } from '../lib/update-row';

/** A request the person does not answer in the Nafath app expires (Nafath allows ~3 min). */
export const NAFATH_TTL_MS = 3 * 60_000;
/** At most this many requests per account in the window (Nafath throttles repeated asks). */
export const NAFATH_MAX_ATTEMPTS = 3;
export const NAFATH_WINDOW_MINUTES = 10;

/** The name Nafath returns: the registry's, or (an ID it does not know) the profile's own. */
export function registeredName(nationalId: string, owner: UserRow): { ar: string; en: string } {
  return NAFATH_REGISTRY[nationalId] ?? { ar: fullName(owner, 'ar'), en: fullName(owner, 'en') };
}

/** The account hears the result (in-app, and the SMS the verification type sends by default). */
const tellResult = (userId: number, verified: boolean) =>
  notify(userId, 'verification', {
    text: verified ? 'verification.verified' : 'verification.rejected',
    link: '/dashboard/verify-account',
  });

/** A waiting request past its time is expired (read at every poll; nothing runs in between). */
export async function settleExpiry(row: NafathRow, now = Date.now()): Promise<NafathRow> {
  if (row.status !== 'waiting' || Date.parse(row.expires_at) > now) return row;
  const next = await updateWhere(
    getStore().db.nafathRequests,
    { request_id: row.request_id },
    {
      data(x) {
        x.status = 'expired';
      },
    },
  );
  await setAccountStatus(row.user_id, 'unverified');
  await tellResult(row.user_id, false);
  return next;
}

/** The requests of an account in the current window, newest first. */
export function recentRequests(userId: number, now = Date.now()): NafathRow[] {
  const since = now - NAFATH_WINDOW_MINUTES * 60_000;
  return getStore()
    .db.nafathRequests.findMany((q) => q.where({ user_id: userId }))
    .filter((r) => Date.parse(r.created_at) > since)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export interface RateLimit {
  attemptsLeft: number;
  /** When another request is accepted (only when none is left). */
  retryAt?: string;
}

export function rateLimit(userId: number, now = Date.now()): RateLimit {
  const recent = recentRequests(userId, now);
  const attemptsLeft = Math.max(0, NAFATH_MAX_ATTEMPTS - recent.length);
  if (attemptsLeft > 0) return { attemptsLeft };
  const oldest = recent[recent.length - 1];
  return {
    attemptsLeft,
    retryAt: new Date(Date.parse(oldest.created_at) + NAFATH_WINDOW_MINUTES * 60_000).toISOString(),
  };
}

export async function setAccountStatus(userId: number, status: UserRow['verification_status']) {
  await getStore().db.users.update((q) => q.where({ id: userId }), {
    data(u) {
      u.verification_status = status;
    },
  });
}

/**
 * The person answered in the Nafath app. Approval verifies the account: the registered name
 * and the national ID fill the profile, and stay locked from then on.
 */
export async function decide(row: NafathRow, approve: boolean): Promise<NafathRow> {
  const { db } = getStore();
  const owner = db.users.findFirst((q) => q.where({ id: row.user_id }))!;
  const name = registeredName(row.national_id, owner);
  const next = await updateWhere(
    db.nafathRequests,
    { request_id: row.request_id },
    {
      data(x) {
        x.status = approve ? 'verified' : 'rejected';
        x.verified_name = approve ? name.ar : null;
      },
    },
  );
  if (!approve) {
    await setAccountStatus(row.user_id, 'unverified');
    await tellResult(row.user_id, false);
    return next;
  }
  const [first, ...rest] = name.ar.split(/\s+/);
  const [firstEn, ...restEn] = name.en.split(/\s+/);
  await db.users.update((q) => q.where({ id: row.user_id }), {
    data(u) {
      u.first_name = first;
      u.last_name = rest.join(' ');
      u.first_name_en = firstEn;
      u.last_name_en = restEn.join(' ');
      u.identity_type = 'national_id';
      u.identity_number = row.national_id;
      u.verification_status = 'verified';
      u.verified_at = new Date().toISOString();
    },
  });
  await tellResult(row.user_id, true);
  return next;
}
