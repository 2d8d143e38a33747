// At start (and after every login), with a token stored, load the profile from the
// endpoint of the account type and cache it under userData (spec section 4).
import { useEffect } from 'react';
import { $api } from '@/api/query';
import { setUserData, useSession } from '@/lib/session';

const KEEP = { staleTime: 5 * 60_000, retry: false } as const;

export function useSessionBootstrap() {
  const { token, accountType } = useSession();
  const business = accountType === 'business';
  const lessor = $api.useQuery('get', '/apiBack/v1/user/profile', undefined, {
    ...KEEP,
    enabled: Boolean(token) && business,
    select: (r) => r.data,
  });
  const tenant = $api.useQuery('get', '/apiBack/v1/ordinaries/profile', undefined, {
    ...KEEP,
    enabled: Boolean(token) && !business,
    select: (r) => r.data,
  });
  const profile = business ? lessor.data : tenant.data;
  useEffect(() => {
    if (profile && token) setUserData(profile);
  }, [profile, token]);
}
