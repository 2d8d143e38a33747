import type { components } from '@/api/generated/apiback';
import type { StatusChip } from '@/engines/table';

type Status = components['schemas']['ReservationStatus'];

export const RESERVATION_STATUSES: Status[] = [
  'pending',
  'processing',
  'accepted',
  'active',
  'complete',
  'finished',
  'cancelled',
  'rejected',
];

const PALETTE: Record<Status, StatusChip['palette']> = {
  pending: 'orange',
  processing: 'yellow',
  accepted: 'blue',
  active: 'green',
  complete: 'green',
  finished: 'gray',
  cancelled: 'red',
  rejected: 'red',
};

export const reservationStatusChip = (v: unknown): StatusChip => ({
  label: `statuses.${String(v)}`,
  palette: PALETTE[v as Status] ?? 'gray',
});
