// The bookings a transfer settles: what each one credited, what refunds took back, and
// the difference this transfer paid out.
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';

export const settlementsTable = defineTable<components['schemas']['TransferSettlement']>({
  ns: 'transfers',
  columns: [
    { key: 'reservation_id', cell: 'text', value: (s) => `#${s.reservation_id}` },
    { key: 'tenant_name', cell: 'text' },
    { key: 'unit_name', cell: 'text' },
    { key: 'start_date', cell: 'date' },
    { key: 'credit', cell: 'money' },
    { key: 'debit', cell: 'money' },
    { key: 'amount', cell: 'money' },
    { id: 'view', cell: 'link', to: (s) => `/dashboard/reservations/${s.reservation_id}` },
  ],
  rowKey: (s) => String(s.reservation_id),
});
