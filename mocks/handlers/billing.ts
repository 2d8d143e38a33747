// Tag "billing": the lessor's invoices from the platform, the invoices it issued to its
// tenants (also as ZATCA electronic invoices) and its payment receipts.
import { msg } from '@schemas/messages';
import { lessor, type Lessor } from '../lib/auth';
import { invalid, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import {
  tenantInvoiceLink,
  toBusinessInvoice,
  toElectronicInvoice,
  toTenantInvoice,
} from '../serializers/invoice';
import { recordOutbox } from '../services/outbox';
import { toPaymentReceipt } from '../serializers/payment';

const theirs = (me: Lessor) => ({ lessor_id: me.actingFor });

export const billingHandlers = [
  route(
    'get',
    '/user/invoices',
    ({ me, url, lang }) => {
      const status = url.searchParams.get('status');
      const rows = newestFirst(ownedList('businessInvoices', theirs(me))).filter(
        (i) => !status || i.invoice_status === status,
      );
      return ok(paginate(rows, url, (i) => toBusinessInvoice(i, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/invoices/{id}',
    ({ me, params, lang }) =>
      ok(toBusinessInvoice(ownedItem('businessInvoices', theirs(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'get',
    '/user/tenant-invoices',
    ({ me, url, lang }) => {
      const rows = newestFirst(ownedList('tenantInvoices', theirs(me)));
      return ok(paginate(rows, url, (i) => toTenantInvoice(i, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/tenant-invoices/{id}',
    ({ me, params, lang }) =>
      ok(toTenantInvoice(ownedItem('tenantInvoices', theirs(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'get',
    '/user/electronic-invoices',
    ({ me, url, lang }) => {
      const rows = newestFirst(ownedList('tenantInvoices', theirs(me)));
      return ok(paginate(rows, url, (i) => toElectronicInvoice(i, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/electronic-invoices/{id}',
    ({ me, params, lang }) =>
      ok(toElectronicInvoice(ownedItem('tenantInvoices', theirs(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/electronic-invoices/{id}/send',
    async ({ me, params, body, lang }) => {
      const inv = ownedItem('tenantInvoices', theirs(me), params.id);
      const doc = toElectronicInvoice(inv, 'ar');
      const sent = await recordOutbox({
        to_user_id: inv.tenant_id,
        channel: body.channel,
        subject: `فاتورة ضريبية ${doc.invoice_number} من ${doc.seller_name}`,
        body: `مرحبًا ${doc.buyer_name}، فاتورتك ${doc.invoice_number} بمبلغ ${doc.grand_total} ريال شاملة الضريبة.`,
        link: tenantInvoiceLink(inv.id),
      });
      // No address for that channel (a tenant without an e-mail): say so at the choice.
      if (!sent) throw invalid('channel', msg('invalidInput'));
      return ok(toElectronicInvoice(inv, lang), 'تم إرسال الفاتورة');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/payment-receipts',
    ({ me, url, lang }) => {
      const rows = newestFirst(
        ownedList('payments', theirs(me)).filter((p) => p.status === 'paid'),
      );
      return ok(paginate(rows, url, (p) => toPaymentReceipt(p, lang)));
    },
    { auth: lessor },
  ),
];
