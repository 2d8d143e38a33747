// The set-up the integration tests share: the app's screens against the embedded backend
// (tests/setup/msw.ts), a session opened for a demo account, and what was rendered removed
// after each test. The shell tests that answer the API by hand use shell-helpers.tsx.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { DEMO_CODE } from '@mocks/demo-accounts';
import { setSession, setUserData, type Profile } from '@/lib/session';
import { seedSessions } from '../../mocks/testing/api';
import { serveEmbeddedBackend } from '../setup/msw';

/**
 * Registers the embedded backend on the calling test file (call it at the top level), with
 * the demo sessions' tokens seeded before each test when a test acts as one (`actAs`), and
 * the rendered screen cleaned up after each.
 */
export function serveApp({ sessions = false }: { sessions?: boolean } = {}): void {
  serveEmbeddedBackend();
  if (sessions) beforeEach(seedSessions);
  afterEach(cleanup);
}

/** Stores the seeded session of the demo tenant or lessor (needs `serveApp({ sessions: true })` or seedSessions). */
export function actAs(as: 'tenant' | 'lessor'): void {
  setSession(`test-token-${as}`, as === 'lessor' ? 'bussines' : 'ordinary');
}

const API = 'http://localhost:5173/apiBack/v1';

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

/**
 * Logs a phone in through the contract's login calls (code 1234) and stores token, account
 * type and user data the way the login modal does.
 */
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
