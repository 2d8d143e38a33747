// Local-storage keys of the session (spec section 3). Kept here so the client can clear them on
// 401 without importing app code; the shell reads and writes the same keys.
export const SESSION_KEYS = {
  token: 'user_token',
  userType: 'user_type',
  userData: 'userData',
} as const;

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_KEYS.token) ?? null;
  } catch {
    return null; // storage can be blocked (privacy mode); act as logged out
  }
}

export function clearSession(): void {
  try {
    for (const key of Object.values(SESSION_KEYS)) globalThis.localStorage?.removeItem(key);
  } catch {
    // nothing stored that we could clear
  }
}
