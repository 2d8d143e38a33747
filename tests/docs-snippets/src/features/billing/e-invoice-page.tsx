// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/billing/e-invoice-page.tsx
import { $api } from '@/api/query';
import { defineDocument, DocumentPage } from '@/engines/document';

const invoiceDocument = defineDocument({
  ns: 'billing',
  query: (id) =>
    $api.queryOptions('get', '/apiBack/v1/user/electronic-invoices/{id}', {
      params: { path: { id } },
    }),
  backTo: '/dashboard/electronic_invoices',
  view: (inv) => ({
    title: { label: 'taxInvoice', text: inv.invoice_number },
    meta: { items: [{ key: 'invoice_number', value: inv.invoice_number, kind: 'ltr' }] },
    parties: [
      { key: 'seller_name', value: inv.seller_name },
      { key: 'buyer_name', value: inv.buyer_name },
    ],
  }),
});

export const EInvoicePage = () => <DocumentPage def={invoiceDocument} />;
