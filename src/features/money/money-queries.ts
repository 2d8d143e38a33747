// The money screens' shared reads, and what a change to the ledger makes stale: the
// balance, the transfers, the statements and the dashboard all read the same ledger.
import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '@/api/query';

export async function refreshLedgerViews(client: QueryClient): Promise<void> {
  await Promise.all(
    [
      apiKey('get', '/apiBack/v1/user/balance'),
      apiKey('get', '/apiBack/v1/user/transfers'),
      apiKey('get', '/apiBack/v1/user/transfers/{id}'),
      apiKey('get', '/apiBack/v1/user/statements/{month}'),
      apiKey('get', '/apiBack/v1/user/dashboard'),
      apiKey('get', '/apiBack/v1/user/payment-methods'),
      apiKey('get', '/apiBack/v1/user/profile'),
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
