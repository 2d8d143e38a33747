// The session lives in localStorage under the keys the product has always used:
// user_token, user_type ('bussines' [sic] marks a business account) and userData.
// Components read it through useSession(); writes notify subscribers in this tab.
export const TOKEN_KEY = 'user_token';
export const USER_TYPE_KEY = 'user_type';
export const USER_DATA_KEY = 'userData';
export const BUSINESS_TYPE = 'bussines';

export type AccountType = 'business' | 'ordinary';

export interface SessionSnapshot {
  token: string | null;
  accountType: AccountType | null;
  user: Record<string, unknown> | null;
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

function parseUser(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
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

export function setUserData(user: unknown) {
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user ?? null));
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
