import type { StatusChip } from '@/engines/table';

/** Spec: paid, or anything else shown as partially paid. */
export const invoiceStatusChip = (value: unknown): StatusChip =>
  value === 'paid'
    ? { label: 'status.paid', palette: 'green' }
    : { label: 'status.partial', palette: 'orange' };
