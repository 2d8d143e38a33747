// Saving a unit's booking settings, with what the save changes refreshed: the settings
// themselves, the unit list, and what a visitor reads of the unit (its page, its
// availability, the office page that shows its terms). Never the whole cache.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

const CHANGED = [
  apiKey('get', '/apiBack/v1/user/units/{id}/settings'),
  apiKey('get', '/apiBack/v1/user/units'),
  apiKey('get', '/apiBack/v1/public/units/{id}'),
  apiKey('get', '/apiBack/v1/public/units/{id}/availability'),
  apiKey('get', '/apiBack/v1/public/offices/{id}'),
];

export function useSaveUnitSettings() {
  return $api.useMutation('put', '/apiBack/v1/user/units/{id}/settings', {
    onSuccess: useRefresh(CHANGED),
  });
}
