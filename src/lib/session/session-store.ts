// The session lives in localStorage under the keys the product has always used:
// user_token, user_type ('bussines' [sic] marks a business account) and userData.
// Components read it through useSession(); writes notify subscribers in this tab.
import { accountTypeValues, type components } from '@/api/generated/apiback';

/** The contract's profile of either account kind (discriminated by account_type). */
export type Profile = components['schemas']['Profile'];

export const TOKEN_KEY = 'user_token';
export const USER_TYPE_KEY = 'user_type';
export const USER_DATA_KEY = 'userData';
export const BUSINESS_TYPE = 'bussines';

export type AccountType = 'business' | 'ordinary';

export interface SessionSnapshot {
  token: string | null;
  accountType: AccountType | null;
  user: Profile | null;
}

const listeners = new Set<() => void>();
let cached: { raw: string; snap: SessionSnapshot } | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The cached profile, if it is one: storage outlives releases and other code can write it,
 * so a value without an id and a known account type is treated as absent.
 */
function parseUser(raw: string | null): Profile | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const { id, account_type } = v as { id?: unknown; account_type?: unknown };
    const known = (accountTypeValues as readonly unknown[]).includes(account_type);
    return typeof id === 'number' && known ? (v as Profile) : null;
  } catch {
    return null;
  }
}

export function accountTypeFromStored(raw: string | null): AccountType | null {
  if (raw == null || raw === '') return null;
  return raw === BUSINESS_TYPE ? 'business' : 'ordinary';
}

/** Stable snapshot (same object until storage changes) for useSyncExternalStore. */
export function getSession(): SessionSnapshot {
  const token = read(TOKEN_KEY);
  const type = read(USER_TYPE_KEY);
  const data = read(USER_DATA_KEY);
  const raw = `${token}\u0000${type}\u0000${data}`;
  if (cached?.raw === raw) return cached.snap;
  const snap: SessionSnapshot = {
    token: token || null,
    accountType: token ? accountTypeFromStored(type) : null,
    user: parseUser(data),
  };
  cached = { raw, snap };
  return snap;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const l of [...listeners]) l();
}

/** Stores a fresh login. `userType` is the raw value the backend uses ('bussines' or other). */
export function setSession(token: string, userType: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_TYPE_KEY, userType);
  localStorage.removeItem(USER_DATA_KEY);
  notify();
}

/**
 * Caches the profile the backend answered; its account type replaces the stored user_type
 * (storage can be edited: the profile answer decides which screens an account sees).
 */
export function setUserData(user: Profile) {
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
  localStorage.setItem(USER_TYPE_KEY, user.account_type);
  notify();
}

let endedAt = 0;

/**
 * Records that the session just ended on purpose (logout, or a 401 the API client already
 * cleared): a protected page the user is leaving should not then ask them to log in.
 */
export function markSessionEnded(at = Date.now()) {
  endedAt = at;
}

export function sessionJustEnded(withinMs = 2000): boolean {
  return Date.now() - endedAt < withinMs;
}

/** Clears the three keys (logout, or a 401 from the API). */
export function clearSession() {
  markSessionEnded();
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_TYPE_KEY);
  localStorage.removeItem(USER_DATA_KEY);
  notify();
}

// Another tab logging in or out changes storage: re-render here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || [TOKEN_KEY, USER_TYPE_KEY, USER_DATA_KEY].includes(e.key)) notify();
  });
}

/** For code that lets other modules (the API client) change storage directly. */
export const notifySessionChanged = notify;
