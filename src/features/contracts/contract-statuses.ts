// The contract lifecycle's statuses as chips (labels `contracts:enums.status.<s>`), in the
// lifecycle's order, which is also the order of the list tabs.
import { defineStatuses } from '@/components/status';
import type { ContractStatus } from '@/domain/contract';

export const contractStatuses = defineStatuses<ContractStatus>('enums.status', {
  draft: 'neutral',
  sent: 'info',
  accepted: 'progress',
  active: 'success',
  rejected: 'danger',
  ended: 'neutral',
  cancelled: 'danger',
});
