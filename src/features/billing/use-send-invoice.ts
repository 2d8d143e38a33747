// "Send" on an electronic invoice: the backend sends and records it; the invoice (its key
// starts with the path) is then read again, with its new delivery line.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

const CHANGED = [apiKey('get', '/apiBack/v1/user/electronic-invoices/{id}')];

export function useSendInvoice() {
  return $api.useMutation('post', '/apiBack/v1/user/electronic-invoices/{id}/send', {
    onSuccess: useRefresh(CHANGED),
  });
}
