// Incoming orders: status tabs, period filter, customer search; tenant, unit, dates,
// period type, amounts and a status chip, with a link to the details.
import { $api } from '@/api/query';
import {
  pathsApiBackV1UserReservationsGetParametersQueryPeriodValues as periodValues,
  type components,
} from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { defineTable, formatDate } from '@/engines/table';
import { formatTime12h, parseTime } from '@schemas/lib/booking-period';

type Reservation = components['schemas']['Reservation'];

/** "2026-12-01 09:00 AM" for an hourly order, the date alone otherwise (left-to-right). */
export function withTime(date: string, time: string | undefined, r: Reservation): string {
  const minutes = r.type_res_id === 1 && time ? parseTime(time) : null;
  const day = formatDate(date);
  return `\u200e${minutes === null ? day : `${day} ${formatTime12h(minutes)}`}`;
}

/** In the order's life-cycle order, which is also the order of the tabs. */
export const reservationStatuses = defineStatuses<components['schemas']['ReservationStatus']>(
  'statuses',
  {
    pending: 'warning',
    processing: 'progress',
    accepted: 'info',
    active: 'success',
    complete: 'success',
    finished: 'neutral',
    cancelled: 'danger',
    rejected: 'danger',
  },
);

/** The period filter offers the contract's periods except "all" (the empty choice). */
const PERIODS = periodValues.filter((p) => p !== 'all');

export const reservationsTable = defineTable({
  ns: 'reservations',
  tabs: [
    { id: 'all', label: 'tabs.all' },
    ...reservationStatuses.values.map((s) => ({
      id: s,
      label: `statuses.${s}`,
      params: { status: s },
    })),
  ],
  filters: [
    { key: 'customer', kind: 'search' },
    {
      key: 'period',
      kind: 'select',
      options: PERIODS.map((p) => ({ value: p, label: `periods.${p}` })),
    },
  ],
  query: ({ page, tab, filters }) =>
    $api.queryOptions('get', '/apiBack/v1/user/reservations', {
      params: {
        query: {
          page,
          status: tab?.params?.status,
          period: PERIODS.find((p) => p === filters.period),
          customer: filters.customer?.trim() || undefined,
        },
      },
    }),
  columns: [
    { key: 'id', cell: 'text' },
    { key: 'tenant', cell: 'text', value: (r) => r.tenant.name },
    { key: 'unit', cell: 'text', value: (r) => r.unit.name },
    // The period filter works on the booking date: it is shown, newest orders first.
    { key: 'booking_date', cell: 'date' },
    // Hourly orders show their times (an hourly order's day alone says little).
    { key: 'start_date', cell: 'text', value: (r) => withTime(r.start_date, r.start_time, r) },
    { key: 'end_date', cell: 'text', value: (r) => withTime(r.end_date, r.end_time, r) },
    { key: 'type_res_id', cell: 'enum', prefix: 'typeRes' },
    { key: 'paid_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'status', cell: 'status', statuses: reservationStatuses },
    { id: 'details', cell: 'link', to: (r) => `/dashboard/reservations/${r.id}` },
  ],
  rowKey: (r) => String(r.id),
  empty: 'reservations:empty',
});
