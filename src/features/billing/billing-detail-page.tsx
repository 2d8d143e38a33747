// Business billing detail: issuer block, status, logo; date, client (the lessor), payout
// method, phone; the transfer receipt when the method is Bank; one-row table; VAT and
// total including VAT (the paid amount).
import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { HostedImage } from '@/components/hosted-image';
import { defineDocument, documentLines, DocumentPage } from '@/engines/document';
import { billingRowTable } from './billing-row-table';
import { invoiceStatuses } from './billing-table';

function Receipt({ path }: { path: string }) {
  const { t } = useTranslation('billing');
  return (
    <Box mt="5">
      <Heading as="h2" size="sm" mb="2">
        {t('receipt')}
      </Heading>
      <HostedImage path={path} alt={t('receipt')} maxH="64" borderRadius="md" borderWidth="1px" />
    </Box>
  );
}

const billingDocument = defineDocument({
  ns: 'billing',
  query: (id) =>
    $api.queryOptions('get', '/apiBack/v1/user/invoices/{id}', { params: { path: { id } } }),
  backTo: '/dashboard/billing_statements',
  view: (inv) => ({
    title: { label: 'detailTitle', text: inv.invoice_number },
    status: { statuses: invoiceStatuses, value: inv.invoice_status },
    issuer: {
      heading: 'issuer',
      items: [
        { key: 'register_number', value: inv.admin?.register_number, kind: 'ltr' },
        { key: 'mobile_number', value: inv.admin?.mobile_number, kind: 'ltr' },
        {
          key: 'address',
          value: [
            inv.admin?.city,
            inv.admin?.neighborhood,
            inv.admin?.street,
            inv.admin?.building_number,
          ],
          kind: 'list',
        },
        { key: 'tax_number', value: inv.admin?.tax_number, kind: 'ltr' },
      ],
    },
    meta: {
      items: [
        { key: 'release_date', value: inv.release_date, kind: 'date' },
        { key: 'client_name', value: inv.lessor.username },
        {
          key: 'payment_method',
          value: inv.payment_method === 'Bank' ? 'Bank' : 'StcPay',
          prefix: 'paymentMethods',
        },
        { key: 'phone', value: inv.lessor.phone, kind: 'ltr' },
      ],
    },
    extra: inv.payment_method === 'Bank' && inv.payment_tenants_image && (
      <Receipt path={inv.payment_tenants_image} />
    ),
    lines: documentLines(billingRowTable, [inv]),
    totals: {
      lines: [{ key: 'vat', label: 'vatValue', value: inv.tax_value }],
      grand: { key: 'total', label: 'totalWithVat', value: inv.paid_amount },
    },
  }),
});

export function BillingDetailPage() {
  return <DocumentPage def={billingDocument} />;
}
