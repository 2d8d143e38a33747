// After a save (the form, the logo, a verification): the answer is the profile. The cached
// user data (userData) and every cached read of the profile take it at once, so the menus,
// the greeting and the publish prompt follow without another request; a toast says so.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiKey } from '@/api/query';
import { setUserData, type Profile } from '@/lib/session';
import { toaster } from '@/lib/toaster';

type ProfilePath = '/apiBack/v1/user/profile' | '/apiBack/v1/ordinaries/profile';

export function useProfileSaved(path: ProfilePath) {
  const client = useQueryClient();
  const { t } = useTranslation('accounts');
  return (profile: Profile, messageKey: string | null = 'myInfo.saved') => {
    setUserData(profile);
    client.setQueriesData({ queryKey: apiKey('get', path) }, (old: unknown) =>
      old && typeof old === 'object' ? { ...old, data: profile } : { data: profile },
    );
    if (messageKey) toaster.create({ type: 'success', title: t(messageKey) });
  };
}
