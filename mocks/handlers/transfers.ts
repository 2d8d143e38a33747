// Tag "transfers": money the platform sent to the lessor.
import { lessor } from '../lib/auth';
import { newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toTransfer } from '../serializers/transfer';

export const transfersHandlers = [
  route(
    'get',
    '/user/transfers',
    ({ me, url }) =>
      ok(
        paginate(newestFirst(ownedList('transfers', { lessor_id: me.actingFor })), url, toTransfer),
      ),
    { auth: lessor },
  ),
  route(
    'get',
    '/user/transfers/{id}',
    ({ me, params }) =>
      ok(toTransfer(ownedItem('transfers', { lessor_id: me.actingFor }, params.id))),
    { auth: lessor },
  ),
];
