// The movements of a month: date, statement text, debit, credit, remaining balance.
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';

/** A statement entry with its text translated for the screen (see statement-view.ts). */
export type StatementLine = components['schemas']['StatementEntry'] & { description: string };

export const statementLinesTable = defineTable<StatementLine>({
  ns: 'statements',
  columns: [
    { key: 'date', cell: 'date' },
    { key: 'description', cell: 'text' },
    // A movement is a debit or a credit: the other side shows a dash, not "0.00".
    { key: 'debit', cell: 'money', value: (l) => l.debit || null },
    { key: 'credit', cell: 'money', value: (l) => l.credit || null },
    { key: 'balance', cell: 'money' },
  ],
  empty: 'statements:noMovements',
});
