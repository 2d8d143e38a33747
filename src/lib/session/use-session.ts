import { useSyncExternalStore } from 'react';
import { clearSession, getSession, subscribeSession } from './session-store';

export function useSession() {
  const snap = useSyncExternalStore(subscribeSession, getSession, getSession);
  return {
    ...snap,
    isLoggedIn: Boolean(snap.token),
    isBusiness: snap.accountType === 'business',
    logout: clearSession,
  };
}
