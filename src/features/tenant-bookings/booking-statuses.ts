// How a tenant reads a booking's status: the contract's statuses with a tone each.
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';

export const bookingStatuses = defineStatuses<components['schemas']['ReservationStatus']>(
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
