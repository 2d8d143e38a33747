// Tag "invoices": the tenant's booking invoices.
import { tenant } from '../lib/auth';
import { newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toTenantInvoice } from '../serializers/invoice';

export const invoicesHandlers = [
  route(
    'get',
    '/ordinaries/invoices',
    ({ me, url, lang }) => {
      const rows = newestFirst(ownedList('tenantInvoices', { tenant_id: me.id }));
      return ok(paginate(rows, url, (i) => toTenantInvoice(i, lang)));
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/invoices/{id}',
    ({ me, params, lang }) =>
      ok(toTenantInvoice(ownedItem('tenantInvoices', { tenant_id: me.id }, params.id), lang)),
    { auth: tenant },
  ),
];
