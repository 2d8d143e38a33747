// The payment schedule as a table (client mode): each due date in Gregorian with its Hijri
// (Umm al-Qura) date beside it, the amount, and on a contract what is paid and its status.
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { formatHijriDate } from '@/domain/format';
import { defineTable, type ColumnDef } from '@/engines/table';

type Installment = components['schemas']['ContractInstallment'];
export type PreviewInstallment = Pick<Installment, 'index' | 'due_date' | 'amount'>;

export const installmentStatuses = defineStatuses<Installment['status']>('schedule.statuses', {
  paid: 'success',
  partial: 'warning',
  overdue: 'danger',
  upcoming: 'neutral',
});

/** What every schedule shows, before the contract too: number, due date (and Hijri), amount. */
const dueColumns = (lang: string): ColumnDef<PreviewInstallment>[] => [
  { key: 'index', cell: 'text', header: 'schedule.index' },
  { key: 'due_date', cell: 'date', header: 'schedule.due_date' },
  {
    id: 'due_hijri',
    cell: 'text',
    header: 'schedule.due_hijri',
    value: (it) => formatHijriDate(it.due_date, lang),
  },
  { key: 'amount', cell: 'money', header: 'schedule.amount' },
];

const rowKey = (it: PreviewInstallment) => String(it.index);

/** A contract's schedule: the due columns, then what is paid and its status. */
export const makeScheduleTable = (lang: string) =>
  defineTable<Installment>({
    ns: 'contracts',
    columns: [
      ...dueColumns(lang),
      { key: 'paid_amount', cell: 'money', header: 'schedule.paid_amount' },
      { key: 'status', cell: 'status', statuses: installmentStatuses, header: 'schedule.status' },
    ],
    rowKey,
  });

/** The schedule a contract will have (before it is made): the due columns only. */
export const makeSchedulePreviewTable = (lang: string) =>
  defineTable<PreviewInstallment>({ ns: 'contracts', columns: dueColumns(lang), rowKey });
