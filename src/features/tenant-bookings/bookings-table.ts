// My bookings: upcoming (soonest first), past and cancelled, as the backend splits them;
// unit and office, dates, type, total and what is left to pay, status, and the details.
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';
import { bookingStatuses } from './booking-statuses';

export const bookingsTable = defineTable({
  ns: 'tenant-bookings',
  tabs: [
    { id: 'upcoming', label: 'tabs.upcoming', params: { scope: 'upcoming' as const } },
    { id: 'past', label: 'tabs.past', params: { scope: 'past' as const } },
    { id: 'cancelled', label: 'tabs.cancelled', params: { scope: 'cancelled' as const } },
  ],
  query: ({ page, tab }) =>
    $api.queryOptions('get', '/apiBack/v1/ordinaries/reservations', {
      params: { query: { page, scope: tab?.params?.scope ?? 'upcoming' } },
    }),
  columns: [
    { key: 'id', cell: 'text' },
    { key: 'unit', cell: 'text', value: (r) => `${r.unit.name} — ${r.office.name}` },
    { key: 'start_date', cell: 'date' },
    { key: 'end_date', cell: 'date' },
    { key: 'type_res_id', cell: 'enum', prefix: 'typeRes' },
    { key: 'total_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'status', cell: 'status', statuses: bookingStatuses },
    { id: 'details', cell: 'link', to: (r) => `/dashboard/bookings/${r.id}` },
  ],
  rowKey: (r) => String(r.id),
  empty: 'tenant-bookings:empty',
});
