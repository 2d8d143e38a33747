// The services of a tenant invoice: one row per reserved service; "no data" when empty.
import type { components } from '@/api/generated/apiback';
import { invoiceLineReservationType } from '@/domain';
import { defineTable } from '@/engines/table';

type ServiceLine = components['schemas']['InvoiceServiceLine'];

export const invoiceServicesTable = defineTable<ServiceLine>({
  ns: 'invoices',
  columns: [
    { key: 'id_service', cell: 'text' },
    { key: 'description', cell: 'text' },
    { key: 'price', cell: 'money' },
    // Spec: hourly, daily, weekely [sic], monthly, otherwise yearly.
    {
      key: 'type_reservation',
      cell: 'enum',
      prefix: 'reservationTypes',
      value: (row) => invoiceLineReservationType(row.type_reservation),
    },
    { key: 'duration_res', cell: 'text' },
    { key: 'total', cell: 'money' },
  ],
  rowKey: (row) => String(row.id),
  empty: 'invoices:noData',
});
