// Any screen (or a guard) can ask for the login modal; the app shell owns the one modal
// and loads its code only when this store says it is wanted.
import { useSyncExternalStore } from 'react';
import type { Side } from './session-store';

/**
 * Which entry opened it: "tenant login", "lessor login", or a signed-in tenant creating a
 * business account (they stay signed in until the new business number is verified).
 */
export type LoginAudience = Side | 'business';

interface LoginRequest {
  open: boolean;
  audience: LoginAudience;
}

let state: LoginRequest = { open: false, audience: 'tenant' };
const listeners = new Set<() => void>();

function set(next: LoginRequest) {
  state = next;
  for (const l of [...listeners]) l();
}

export function openLogin(audience: LoginAudience = 'tenant') {
  set({ open: true, audience });
}

export function closeLogin() {
  set({ ...state, open: false });
}

export function getLoginRequest() {
  return state;
}

export function useLoginRequest(): LoginRequest {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
