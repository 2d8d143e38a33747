// "Cancel contract" on an order: the contract's cancel operation, then the order (which shows
// the contract's status) and the contract's own reads refreshed, before the dialog closes.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

const CHANGED = [
  apiKey('get', '/apiBack/v1/user/reservations/{id}'),
  apiKey('get', '/apiBack/v1/user/contracts'),
  apiKey('get', '/apiBack/v1/user/contracts/{id}'),
];

export function useCancelContract() {
  return $api.useMutation('post', '/apiBack/v1/user/contracts/{id}/cancel', {
    onSuccess: useRefresh(CHANGED),
  });
}
