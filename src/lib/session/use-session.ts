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

/** What the server rendered with: it never sees the session (the browser's storage). */
const SIGNED_OUT: SessionSnapshot = {
  token: null,
  accountType: null,
  checking: false,
  profileFailed: false,
  user: null,
};

/**
 * The snapshot a hydration renders with: the markup's, signed out. A page is hydrated only
 * when the <head> found no session (src/app/hydrate.ts), but another tab may sign in before
 * the entry renders: the session then shows right after the hydration, instead of a render
 * that mismatched the markup (React threw the hydration away for a client render). The
 * stored snapshot itself when it is signed out: the same object, so no second render.
 */
function markupSession(): SessionSnapshot {
  const snap = getSession();
  return snap.token ? SIGNED_OUT : snap;
}

export function useSession() {
  const snap = useSyncExternalStore(subscribeSession, getSession, markupSession);
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
