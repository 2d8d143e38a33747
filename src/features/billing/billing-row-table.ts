// The one-row table of a business invoice: description, paid amount, remaining amount.
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';

export const billingRowTable = defineTable<components['schemas']['BusinessInvoice']>({
  ns: 'billing',
  columns: [
    { key: 'description', cell: 'text' },
    { key: 'paid_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
  ],
  rowKey: (row) => String(row.id),
});
