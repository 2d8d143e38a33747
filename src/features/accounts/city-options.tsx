// The cities of the search reference data as <option>s, in the current language.
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { SEARCH_DATA_FRESH_MS } from '@/api/search-data-store';

export function CityOptions() {
  const { t, i18n } = useTranslation('accounts');
  const cities = $api.useQuery('get', '/apiBack/v1/user/settings/search_data', undefined, {
    select: (r) => r.data.cities,
    staleTime: SEARCH_DATA_FRESH_MS,
  });
  const ar = i18n.language.startsWith('ar');
  return (
    <>
      <option value="">{t('chooseCity')}</option>
      {(cities.data ?? []).map((c) => (
        <option key={c.id} value={c.id}>
          {ar ? c.name_ar : c.name_en}
        </option>
      ))}
    </>
  );
}
