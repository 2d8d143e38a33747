// The accounts screens against the real embedded backend (tests/setup/msw.ts): a session is
// opened with the contract's login calls and stored the way the login modal stores it.
import { DEMO_CODE } from '@mocks/demo-accounts';
import { setSession, setUserData, type Profile } from '@/lib/session';

const API = 'http://localhost:5173/apiBack/v1';

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

/** Logs a phone in (code 1234) and stores token, account type and user data. */
export async function signIn(phone: string): Promise<Profile> {
  await post('/auth/send-code', { phone, channel: 'sms' });
  const session = await post<{ token: string; user_type: string; profile: Profile }>(
    '/auth/verify-code',
    { phone, code: DEMO_CODE },
  );
  setSession(session.token, session.user_type);
  setUserData(session.profile);
  return session.profile;
}

export const storedUser = () =>
  JSON.parse(localStorage.getItem('userData') ?? 'null') as Record<string, unknown> | null;
