// A month's statement for the screen, the print and the CSV: each movement's text in the
// user's language (from its kind and reference; the server's text when the kind is new),
// and the whole statement as CSV rows (opening, movements, totals, closing).
import type { TFunction } from 'i18next';
import type { components } from '@/api/generated/apiback';
import { monthDays } from '@/domain';
import { toCsv, type CsvValue } from '@/lib/csv';
import type { StatementLine } from './statement-lines-table';

type Statement = components['schemas']['AccountStatement'];

export function statementLines(s: Statement, t: TFunction): StatementLine[] {
  return s.entries.map((e) => ({
    ...e,
    description: e.kind
      ? t(`statements:kinds.${e.kind}`, { ref: e.reference ?? '', defaultValue: e.text })
      : e.text,
  }));
}

const amount = (v: number | undefined) => (v === undefined ? '' : v.toFixed(2));

export function statementCsv(s: Statement, t: TFunction): string {
  const { first, last } = monthDays(s.month);
  const rows: CsvValue[][] = [
    [
      t('statements:fields.date'),
      t('statements:fields.description'),
      t('statements:fields.debit'),
      t('statements:fields.credit'),
      t('statements:fields.balance'),
    ],
    [first, t('statements:totals.opening'), '', '', amount(s.opening_balance)],
    ...statementLines(s, t).map((l) => [
      l.date,
      l.description,
      amount(l.debit),
      amount(l.credit),
      amount(l.balance),
    ]),
    [
      last,
      t('statements:totals.closing'),
      amount(s.debits_total),
      amount(s.credits_total),
      amount(s.closing_balance),
    ],
  ];
  return toCsv(rows);
}
