// At start (and after every login), with a token stored, load the profile and cache it
// under userData (spec section 4). The profile answer decides the account type: the stored
// user_type only says which endpoint to ask first, and when that endpoint refuses the token
// (403: the other account kind) the other one is asked. A forged user_type therefore shows
// nothing of the other side's screens.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isBusinessAccount } from '@/domain/account-type';
import { apiClient } from '@/api/client';
import { isApiRequestError, unwrap } from '@/api/result';
import {
  getSession,
  setProfileFailed,
  setUserData,
  storedAccountTypeHint,
  useSession,
  type Profile,
} from '@/lib/session';

/** The cache key prefix of the session's profile (the guard's retry invalidates it). */
export const SESSION_PROFILE_KEY = ['session-profile'] as const;

const lessorProfile = async (): Promise<Profile> =>
  (await unwrap(apiClient.GET('/apiBack/v1/user/profile'))).data;
const tenantProfile = async (): Promise<Profile> =>
  (await unwrap(apiClient.GET('/apiBack/v1/ordinaries/profile'))).data;

async function askProfile(): Promise<Profile> {
  const [first, other] = isBusinessAccount(storedAccountTypeHint())
    ? [lessorProfile, tenantProfile]
    : [tenantProfile, lessorProfile];
  try {
    return await first();
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return other();
    throw error;
  }
}

/** The signed-in account's profile query: one definition for the hook and the prefetch. */
const sessionProfileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...SESSION_PROFILE_KEY, token],
    queryFn: askProfile,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * At start, with a token stored: the profile is asked for at once (src/main.tsx), beside the
 * entry's chunks and translations, not after the first render. Every dashboard page and the
 * lessor's header wait for it (the guard shows nothing until the account type is known).
 */
export function prefetchSessionProfile(client: QueryClient): void {
  const { token } = getSession();
  if (token) void client.prefetchQuery(sessionProfileQuery(token));
}

export function useSessionBootstrap() {
  const { token } = useSession();
  const profile = useQuery(sessionProfileQuery(token));
  useEffect(() => {
    if (profile.data && token) setUserData(profile.data);
  }, [profile.data, token]);
  const failed = Boolean(token) && profile.isError;
  useEffect(() => setProfileFailed(failed), [failed]);
}
