// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/offices/office-title.tsx
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';

/** A mutation names what it changes; a screen never clears the cache. */
export function useSaveOffice() {
  const client = useQueryClient();
  return $api.useMutation('put', '/apiBack/v1/user/offices/{id}', {
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/offices') }),
        client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/offices/{id}') }),
      ]),
  });
}

export function OfficeTitle({ id }: { id: number }) {
  const { t } = useTranslation('offices');
  const office = $api.useQuery('get', '/apiBack/v1/user/offices/{id}', {
    params: { path: { id } },
  });
  if (office.error) return <p role="alert">{t(errorMessageKey(office.error))}</p>;
  return <h1>{office.data?.data.name}</h1>;
}
