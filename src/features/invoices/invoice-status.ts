// Spec: "مسددة" (paid) when paid, otherwise "مسدد جزئيا" (partially paid).
import type { StatusChip } from '@/engines/table';

export const invoiceStatusChip = (value: unknown): StatusChip =>
  value === 'paid'
    ? { label: 'status.paid', palette: 'green' }
    : { label: 'status.partial', palette: 'orange' };
