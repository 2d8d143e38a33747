// The spec's invoice-details sample screen (Arabic first): back / print / send; office
// block, ZATCA QR, paid stamp and logo; meta strip; lessor grid ("detailed tax invoice");
// line items; totals in riyals. Filled from the electronic invoice and the lessor profile.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineDocument, documentLines, DocumentPage } from '@/engines/document';
import { eInvoiceLinesTable } from './e-invoice-lines-table';
import { InvoiceDeliveries, SendInvoiceDialog } from './send-invoice';
import { ZatcaQrImage } from './zatca-qr-image';

type LessorProfile = components['schemas']['LessorProfile'];

function QrCode({ inv }: { inv: components['schemas']['ElectronicInvoice'] }) {
  const { t } = useTranslation('billing');
  return (
    <ZatcaQrImage
      sellerName={inv.seller_name}
      vatNumber={inv.seller_vat_number}
      timestamp={inv.release_date}
      total={inv.grand_total}
      vatTotal={inv.vat_total}
      label={t('qr')}
    />
  );
}

/** The office block and the strip's phone come from the lessor profile, once it loads. */
const eInvoiceDocument = (
  me: LessorProfile | undefined,
  onSend: (inv: components['schemas']['ElectronicInvoice']) => void,
) =>
  defineDocument({
    ns: 'billing',
    query: (id) =>
      $api.queryOptions('get', '/apiBack/v1/user/electronic-invoices/{id}', {
        params: { path: { id } },
      }),
    backTo: '/dashboard/electronic_invoices',
    view: (inv) => ({
      title: { text: me?.office_name || inv.seller_name },
      titleItems: [
        { key: 'address', value: inv.seller_address },
        { key: 'tax_number', value: inv.seller_vat_number, kind: 'ltr' },
        { key: 'register_number', value: me?.commercial_register, kind: 'ltr' },
        { key: 'contact', value: me?.phone, kind: 'ltr' },
      ],
      aside: <QrCode inv={inv} />,
      stamp: 'paidStamp',
      meta: {
        strip: true,
        items: [
          { key: 'invoice_number', value: inv.invoice_number, kind: 'ltr' },
          { key: 'release_date', value: inv.release_date, kind: 'date' },
          { key: 'phone', value: me?.phone, kind: 'ltr' },
        ],
      },
      parties: [
        { key: 'lessor_name', value: inv.seller_name },
        { key: 'invoice_type', value: 'detailedTaxInvoice', kind: 'key' },
        { key: 'address', value: inv.seller_address },
        { key: 'tax_number', value: inv.seller_vat_number, kind: 'ltr' },
        { key: 'buyer_name', value: inv.buyer_name },
        { key: 'buyer_vat_number', value: inv.buyer_vat_number, kind: 'ltr' },
      ],
      lines: documentLines(eInvoiceLinesTable, inv.lines),
      totals: {
        testId: 'e-invoice-totals',
        lines: [
          { key: 'discount', label: 'totals.totalDiscount', value: inv.total_discount },
          { key: 'taxable', label: 'totals.taxableTotal', value: inv.taxable_total },
          { key: 'vat', label: 'totals.vatTotal', value: inv.vat_total },
        ],
        grand: { key: 'total', label: 'totals.grandTotal', value: inv.grand_total },
      },
      // The backend sends it to the tenant and records it (not a mail link to oneself).
      send: { run: () => onSend(inv) },
      extra: <InvoiceDeliveries invoice={inv} />,
    }),
  });

export function EInvoicePage() {
  const profile = $api.useQuery('get', '/apiBack/v1/user/profile');
  const me = profile.data?.data;
  const [sending, setSending] = useState<components['schemas']['ElectronicInvoice']>();
  const def = useMemo(() => eInvoiceDocument(me, setSending), [me]);
  return (
    <>
      <DocumentPage def={def} />
      <SendInvoiceDialog invoice={sending} onClose={() => setSending(undefined)} />
    </>
  );
}
