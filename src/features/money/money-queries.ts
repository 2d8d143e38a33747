// The money screens' writes, and what a change to the ledger makes stale: the balance, the
// transfers, the statements and the dashboard all read the same ledger.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

const LEDGER_VIEWS = [
  apiKey('get', '/apiBack/v1/user/balance'),
  apiKey('get', '/apiBack/v1/user/transfers'),
  apiKey('get', '/apiBack/v1/user/transfers/{id}'),
  apiKey('get', '/apiBack/v1/user/statements/{month}'),
  apiKey('get', '/apiBack/v1/user/dashboard'),
  apiKey('get', '/apiBack/v1/user/payment-methods'),
  apiKey('get', '/apiBack/v1/user/profile'),
];

/**
 * The refresh is asked for, not waited on: the confirmation closes at once, as the screens
 * did, instead of showing the refreshed (now empty) balance while it closes.
 */
function useLedgerRefresh() {
  const refresh = useRefresh(LEDGER_VIEWS);
  return () => void refresh();
}

/** "Transfer my balance": the request, then the ledger's views. */
export function useRequestTransfer() {
  return $api.useMutation('post', '/apiBack/v1/user/transfers', {
    onSuccess: useLedgerRefresh(),
  });
}

/** Saving (or, with the code, replacing) the receiving method, then the ledger's views. */
export function useSavePayoutMethod() {
  return $api.useMutation('put', '/apiBack/v1/user/payment-methods', {
    onSuccess: useLedgerRefresh(),
  });
}
