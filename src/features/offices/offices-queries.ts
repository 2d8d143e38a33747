// The writes of the offices list and an office's units list: publishing an office, hiding
// or showing an office or a unit. Each refreshes every page of the list it changes.
import { useQueryClient } from '@tanstack/react-query';
import { $api, apiKey } from '@/api/query';

/** Every page and tab of "my offices". */
export const OFFICES_KEY = apiKey('get', '/apiBack/v1/user/offices');
/** Every page of every office's units. */
export const UNITS_KEY = apiKey('get', '/apiBack/v1/user/offices/{id}/units');

function useRefresh(key: readonly unknown[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

/** Publishes an office through its checklist: `mutate({ params, body: { confirm_responsibility } })`. */
export function usePublishOffice() {
  const onSuccess = useRefresh(OFFICES_KEY);
  return $api.useMutation('post', '/apiBack/v1/user/offices/{id}/publish', { onSuccess });
}

/** Hides an office (optionally until a date) or shows it again. */
export function useOfficeDisplay() {
  const onSuccess = useRefresh(OFFICES_KEY);
  return $api.useMutation('patch', '/apiBack/v1/user/offices/{id}/display-status', { onSuccess });
}

/** Hides a unit from tenants or shows it again. */
export function useUnitDisplay() {
  const onSuccess = useRefresh(UNITS_KEY);
  return $api.useMutation('patch', '/apiBack/v1/user/units/{id}/display-status', { onSuccess });
}
