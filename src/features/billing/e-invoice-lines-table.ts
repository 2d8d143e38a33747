// Line items of the detailed tax invoice.
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';

export const eInvoiceLinesTable = defineTable<components['schemas']['ElectronicInvoiceLine']>({
  ns: 'billing',
  columns: [
    { key: 'id', cell: 'text' },
    { key: 'description', cell: 'text' },
    { key: 'quantity', cell: 'text' },
    // A period code: one hour, day, week, month or year (`billing:lineUnits.<code>`).
    { key: 'unit', cell: 'enum', prefix: 'lineUnits' },
    { key: 'price', cell: 'money' },
    { key: 'amount', cell: 'money' },
    { key: 'total', cell: 'money' },
    { key: 'vat_value', cell: 'money' },
    { key: 'price_with_vat', cell: 'money' },
  ],
  rowKey: (row) => String(row.id),
  empty: 'billing:noData',
});
