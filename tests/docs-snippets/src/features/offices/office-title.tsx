// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/offices/office-title.tsx
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';

export function OfficeTitle({ id }: { id: number }) {
  const { t } = useTranslation('offices');
  const office = $api.useQuery('get', '/apiBack/v1/user/offices/{id}', {
    params: { path: { id } },
  });
  if (office.error) return <p role="alert">{t(errorMessageKey(office.error))}</p>;
  return <h1>{office.data?.data.name}</h1>;
}
