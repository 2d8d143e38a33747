// The session lives in localStorage under the keys the product has always used:
// user_token, user_type (the contract's account type, src/domain/account-type.ts) and userData.
// Components read it through useSession(); writes notify subscribers in this tab.
// The account type is never taken from storage (anyone can edit it): it is what this page
// heard from the backend for the stored token, the login answer or a profile answer; after
// a reload it is unknown (`checking`) until the profile answers (use-session-bootstrap).
import { accountTypeValues, type components } from '@/api/generated/apiback';
import { accountTypeOf, type AccountType } from '@/domain/account-type';

// The account type, its sides and what they mean live in src/domain/account-type.ts.
export { sideOf, type AccountType, type Side } from '@/domain/account-type';

/** The contract's profile of either account kind (discriminated by account_type). */
export type Profile = components['schemas']['Profile'];

export const TOKEN_KEY = 'user_token';
export const USER_TYPE_KEY = 'user_type';
export const USER_DATA_KEY = 'userData';

export interface SessionSnapshot {
  token: string | null;
  /** From the backend's answer for this token (null while checking or logged out). */
  accountType: AccountType | null;
  /** A token is stored and its profile has not answered yet. */
  checking: boolean;
  /** The profile call failed (offline, server error): the screens offer a retry. */
  profileFailed: boolean;
  user: Profile | null;
}

const listeners = new Set<() => void>();
let cached: { raw: string; snap: SessionSnapshot } | null = null;
/** What the backend said of a token, in memory only. */
let confirmed: { token: string; type: AccountType } | null = null;
let profileFailed = false;

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

/**
 * The stored user_type: only a hint of which profile endpoint to ask first (the answer, or
 * the other endpoint's answer after a 403, decides the account type).
 */
export function storedAccountTypeHint(): AccountType | null {
  return accountTypeOf(read(USER_TYPE_KEY));
}

/** Stable snapshot (same object until storage or the backend's answer changes). */
export function getSession(): SessionSnapshot {
  const token = read(TOKEN_KEY) || null;
  const data = read(USER_DATA_KEY);
  const accountType = token && confirmed?.token === token ? confirmed.type : null;
  const raw = `${token}\u0000${accountType}\u0000${profileFailed}\u0000${data}`;
  if (cached?.raw === raw) return cached.snap;
  const user = parseUser(data);
  const snap: SessionSnapshot = {
    token,
    accountType,
    checking: Boolean(token) && !accountType,
    profileFailed: Boolean(token) && !accountType && profileFailed,
    // The cached profile is shown only once it agrees with the backend's account type.
    user: user && accountType && user.account_type === accountType ? user : null,
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

/**
 * Stores a fresh login from the backend's login answer. `userType` is the raw value the
 * backend sent (read by accountTypeOf).
 */
export function setSession(token: string, userType: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_TYPE_KEY, userType);
  localStorage.removeItem(USER_DATA_KEY);
  confirmed = { token, type: accountTypeOf(userType) ?? 'ordinary' };
  profileFailed = false;
  notify();
}

/**
 * Caches a profile the backend answered for the stored token: its account type is the
 * session's from now on (user_type is rewritten to match, for code that reads the key).
 */
export function setUserData(user: Profile) {
  const token = read(TOKEN_KEY);
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
  if (token) {
    confirmed = { token, type: user.account_type };
    localStorage.setItem(USER_TYPE_KEY, user.account_type);
  }
  profileFailed = false;
  notify();
}

/** The profile call for the stored token failed (not a 401: that ends the session). */
export function setProfileFailed(failed: boolean) {
  if (profileFailed === failed) return;
  profileFailed = failed;
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

/**
 * Forgets what this page has learnt of the session, as a fresh visit would start. The unit
 * tests call it before each test file: they share one module graph per worker, so without
 * it a 401 in one file would read as "just ended" in the next.
 */
export function forgetSessionMemory() {
  cached = null;
  confirmed = null;
  profileFailed = false;
  endedAt = 0;
}

export function sessionJustEnded(withinMs = 2000): boolean {
  return Date.now() - endedAt < withinMs;
}

/** Clears the three keys (logout, or a 401 from the API). */
export function clearSession() {
  markSessionEnded();
  confirmed = null;
  profileFailed = false;
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
