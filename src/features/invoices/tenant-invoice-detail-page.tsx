// Tenant invoice detail: issuer block, status and logo; date, tenant, payment method,
// phone; services table; summary lines > 0; grand total. Printable on A4.
import { $api } from '@/api/query';
import { defineDocument, documentLines, DocumentPage } from '@/engines/document';
import { InvoiceBalance } from './invoice-balance';
import { invoiceServicesTable } from './invoice-services-table';
import { tenantInvoiceTotals } from './invoice-totals';
import { invoiceStatuses } from './tenant-invoices-table';

const tenantInvoiceDocument = defineDocument({
  ns: 'invoices',
  query: (id) =>
    $api.queryOptions('get', '/apiBack/v1/ordinaries/invoices/{id}', {
      params: { path: { id } },
    }),
  backTo: '/dashboard/contracts/invoice-tenant',
  // Spec: on failure the screen logs and shows "Failed to fetch invoice data".
  logFailure: 'Failed to fetch invoice data',
  view: (inv) => ({
    title: { label: 'detailTitle', text: inv.invoice_number },
    status: { statuses: invoiceStatuses, value: inv.invoice_status },
    issuer: {
      heading: 'issuer',
      items: [
        { key: 'register_number', value: inv.admin.register_number, kind: 'ltr' },
        { key: 'mobile_number', value: inv.admin.mobile_number, kind: 'ltr' },
        {
          key: 'address',
          value: [
            inv.admin.city,
            inv.admin.neighborhood,
            inv.admin.street,
            inv.admin.building_number,
          ],
          kind: 'list',
        },
        { key: 'tax_number', value: inv.admin.tax_number, kind: 'ltr' },
      ],
    },
    meta: {
      items: [
        { key: 'release_date', value: inv.release_date, kind: 'date' },
        { key: 'tenant_name', value: inv.tenant.username },
        {
          key: 'payment_method',
          // Spec: bank transfer, STC Pay, or (anything else) the payment gateway.
          value:
            inv.payment_method === 'bank' || inv.payment_method === 'stc_pay'
              ? inv.payment_method
              : 'gateway',
          prefix: 'paymentMethods',
        },
        { key: 'tenant_phone', value: inv.tenant.phone, kind: 'ltr' },
      ],
    },
    // A partly paid invoice says what is owed and leads to paying the rest.
    extra: (
      <InvoiceBalance
        total={inv.total_amount}
        remaining={inv.remaining_amount}
        reservationId={inv.reservation_id ?? undefined}
      />
    ),
    lines: documentLines(invoiceServicesTable, inv.invoice_tenant_services, 'services'),
    totals: tenantInvoiceTotals(inv),
  }),
});

export function TenantInvoiceDetailPage() {
  return <DocumentPage def={tenantInvoiceDocument} />;
}
