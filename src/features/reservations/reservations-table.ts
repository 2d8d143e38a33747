// Incoming orders: status tabs, period filter, customer search; tenant, unit, dates,
// period type, amounts and a status chip, with a link to the details.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';
import { RESERVATION_STATUSES, reservationStatusChip } from './reservation-status';

type Reservation = components['schemas']['Reservation'];
type Status = components['schemas']['ReservationStatus'];
type Period = 'today' | 'week' | 'month' | 'year' | 'all';

const PERIODS = ['today', 'week', 'month', 'year'] as const;

export const reservationsTable = defineTable<Reservation>({
  ns: 'reservations',
  query: ({ page, tab, filters }) =>
    $api.queryOptions('get', '/apiBack/v1/user/reservations', {
      params: {
        query: {
          page,
          status: tab?.params?.status as Status | undefined,
          period: (filters.period || undefined) as Period | undefined,
          customer: filters.customer?.trim() || undefined,
        },
      },
    }),
  tabs: [
    { id: 'all', label: 'tabs.all' },
    ...RESERVATION_STATUSES.map((s) => ({ id: s, label: `statuses.${s}`, params: { status: s } })),
  ],
  filters: [
    { key: 'customer', kind: 'search' },
    {
      key: 'period',
      kind: 'select',
      options: PERIODS.map((p) => ({ value: p, label: `periods.${p}` })),
    },
  ],
  columns: [
    { key: 'id', cell: 'text' },
    { key: 'tenant', cell: 'text', value: (r) => r.tenant.name },
    { key: 'unit', cell: 'text', value: (r) => r.unit.name },
    { key: 'start_date', cell: 'date' },
    { key: 'end_date', cell: 'date' },
    { key: 'type_res_id', cell: 'enum', prefix: 'typeRes' },
    { key: 'paid_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'status', cell: 'status', statuses: reservationStatusChip },
    { key: 'details', cell: 'link', to: (r) => `/dashboard/reservations/${r.id}` },
  ],
  rowKey: (r) => String(r.id),
  empty: 'reservations:empty',
});
