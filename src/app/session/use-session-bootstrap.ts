// At start (and after every login), with a token stored, load the profile from the
// endpoint of the account type and cache it under userData (spec section 4).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/api/client';
import { setUserData, useSession, type AccountType } from '@/lib/session';

export const profileQueryKey = (token: string | null, type: AccountType | null) =>
  ['profile', type, token] as const;

async function fetchProfile(type: AccountType) {
  const res =
    type === 'business'
      ? await apiClient.GET('/apiBack/v1/user/profile')
      : await apiClient.GET('/apiBack/v1/ordinaries/profile');
  if (res.error || !res.data)
    throw Object.assign(new Error('profile'), { status: res.response.status });
  return res.data.data;
}

export function useSessionBootstrap() {
  const { token, accountType } = useSession();
  const query = useQuery({
    queryKey: profileQueryKey(token, accountType),
    queryFn: () => fetchProfile(accountType ?? 'ordinary'),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (query.data && token) setUserData(query.data);
  }, [query.data, token]);
  return query;
}
