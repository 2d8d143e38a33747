// How a transfer's status looks (chips in the list, the detail and the dashboard widget).
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';

export const transferStatuses = defineStatuses<components['schemas']['TransferStatus']>(
  'statuses',
  { pending: 'warning', processing: 'progress', completed: 'success', failed: 'danger' },
);
