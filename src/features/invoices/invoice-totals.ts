// The totals of a tenant invoice: the summary lines greater than 0 (the domain decides
// which; discounts as deductions, with their rate), then the grand total in riyals.
import type { TenantInvoiceAmounts } from '@/domain/invoice/summary';
import { tenantInvoiceSummary } from '@/domain/invoice/summary';
import type { DocumentTotalsDef } from '@/engines/document';

const LABEL = {
  offer: 'summary.offerDiscount',
  coupon: 'summary.couponDiscount',
  commission: 'summary.commission',
  vat: 'summary.vat',
} as const;

export function tenantInvoiceTotals(invoice: TenantInvoiceAmounts): DocumentTotalsDef {
  const { lines, total } = tenantInvoiceSummary(invoice);
  return {
    testId: 'invoice-summary',
    lines: lines.map((l) => ({
      key: l.key,
      label: LABEL[l.key],
      value: l.value,
      rate: l.rate,
      deduct: l.sign < 0,
    })),
    grand: { key: 'total', label: 'summary.grandTotal', value: total },
  };
}
