import { useSyncExternalStore } from 'react';
import type { AccountRole } from '@/domain/account-roles';
import { audienceOf, isBusinessAccount, isBusinessProfile } from '@/domain/account-type';
import {
  clearSession,
  getSession,
  sideOf,
  subscribeSession,
  type SessionSnapshot,
} from './session-store';

/**
 * The caller's role inside a lessor account (the cached profile says it; absent = owner);
 * null for a tenant or before login.
 */
export function sessionRole(snap: SessionSnapshot): AccountRole | null {
  if (!isBusinessAccount(snap.accountType)) return null;
  const user = snap.user;
  return isBusinessProfile(user) ? (user.account_role ?? 'owner') : 'owner';
}

export function useSession() {
  const snap = useSyncExternalStore(subscribeSession, getSession, getSession);
  return {
    ...snap,
    isLoggedIn: Boolean(snap.token),
    isBusiness: isBusinessAccount(snap.accountType),
    /** Which pages, menu links and widgets this account sees (`RouteAccess`, `NavAudience`). */
    audience: audienceOf(snap.accountType),
    /** The side of two-sided calls (`sideQuery`, `useSideMutation` in @/api/two-sided). */
    side: sideOf(snap.accountType),
    role: sessionRole(snap),
    logout: clearSession,
  };
}
