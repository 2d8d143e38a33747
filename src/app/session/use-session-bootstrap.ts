// At start (and after every login), with a token stored, load the profile from the
// endpoint of the account type and cache it under userData (spec section 4). The account
// type is the profile answer's, not storage's: when the stored type's endpoint refuses the
// token (403, e.g. user_type edited to 'bussines' with a tenant token), the other endpoint
// is asked, and its profile (with its account type) replaces what storage said.
import { useEffect } from 'react';
import { $api } from '@/api/query';
import { isApiRequestError } from '@/api/result';
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
  const refused = business ? lessor.error : tenant.error;
  const wrongType = isApiRequestError(refused) && refused.status === 403;
  // The other kind's profile, asked only when the stored kind was refused.
  const otherLessor = $api.useQuery('get', '/apiBack/v1/user/profile', undefined, {
    ...KEEP,
    enabled: Boolean(token) && wrongType && !business,
    select: (r) => r.data,
  });
  const otherTenant = $api.useQuery('get', '/apiBack/v1/ordinaries/profile', undefined, {
    ...KEEP,
    enabled: Boolean(token) && wrongType && business,
    select: (r) => r.data,
  });
  const profile = wrongType
    ? business
      ? otherTenant.data
      : otherLessor.data
    : business
      ? lessor.data
      : tenant.data;
  useEffect(() => {
    if (profile && token) setUserData(profile);
  }, [profile, token]);
}
