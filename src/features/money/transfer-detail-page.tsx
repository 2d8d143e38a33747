// /dashboard/transactions/:id: one transfer as a printable document — number, status,
// dates, method and destination, then the bookings it settles and its totals
// (entitlements settled − fee = net transferred).
import { $api } from '@/api/query';
import { formatIban, formatSaudiMobile } from '@/domain';
import { defineDocument, documentLines, DocumentPage } from '@/engines/document';
import { settlementsTable } from './settlements-table';
import { transferStatuses } from './transfer-statuses';

const transferDocument = defineDocument({
  ns: 'transfers',
  query: (id) =>
    $api.queryOptions('get', '/apiBack/v1/user/transfers/{id}', { params: { path: { id } } }),
  backTo: '/dashboard/transactions',
  view: (tr) => ({
    title: { label: 'detailTitle', text: tr.number },
    status: { statuses: transferStatuses, value: tr.status },
    meta: {
      items: [
        { key: 'created_at', value: tr.created_at, kind: 'date' },
        { key: 'executed_at', value: tr.executed_at, kind: 'date' },
        { key: 'method', value: tr.method, prefix: 'methods' },
        { key: 'recipient_mobile', value: formatSaudiMobile(tr.recipient_mobile), kind: 'ltr' },
        ...(tr.bank_code
          ? [
              { key: 'bank', value: tr.bank_code, prefix: 'payout:banks' },
              {
                key: 'iban_masked',
                value: tr.iban_masked && formatIban(tr.iban_masked),
                kind: 'ltr' as const,
              },
            ]
          : []),
        { key: 'requests_count', value: tr.requests_count, kind: 'ltr' },
      ],
    },
    lines: documentLines(settlementsTable, tr.settlements, 'settlements'),
    totals: {
      testId: 'transfer-totals',
      lines: [
        { key: 'entitlement', label: 'totals.entitlement', value: tr.entitlement_amount },
        { key: 'fees', label: 'totals.fees', value: tr.fees, deduct: true },
      ],
      grand: { key: 'net', label: 'totals.net', value: tr.net_amount },
    },
  }),
});

export function TransferDetailPage() {
  return <DocumentPage def={transferDocument} />;
}
