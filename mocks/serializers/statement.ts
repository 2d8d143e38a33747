// The lessor's account statement of one month, computed from the ledger (src/domain/ledger
// monthStatement): opening, each movement with its text and running balance, closing.
import { fromHalalas, monthStatement, riyadhMonth, type StatementLine } from '@/domain';
import type { TransferRow } from '../db/schema';
import type { LessorLedger } from '../services/ledger';
import { statementMonths } from '../services/ledger';
import { pick, type Lang, type S } from './common';

const METHOD = {
  bank: ['إلى الحساب البنكي', 'to the bank account'],
  stc_pay: ['إلى محفظة STC Pay', 'to the STC Pay wallet'],
} as const;

function text(line: StatementLine, transfer: TransferRow | undefined, lang: Lang): string {
  const ref = transfer?.number ?? '';
  const id = line.reservationId ?? '';
  switch (line.kind) {
    case 'booking':
      return pick(lang, `مستحقات الحجز رقم ${id}`, `Entitlement of booking #${id}`);
    case 'refund':
      return pick(
        lang,
        `استرداد للمستأجر - الحجز رقم ${id}`,
        `Refund to the tenant - booking #${id}`,
      );
    case 'transfer': {
      const [ar, en] = METHOD[transfer?.method ?? 'bank'];
      return pick(lang, `التحويل ${ref} ${ar}`, `Transfer ${ref} ${en}`);
    }
    case 'transfer_fee':
      return pick(lang, `رسوم التحويل ${ref}`, `Fee of transfer ${ref}`);
    case 'transfer_reversal':
      return pick(lang, `إعادة مبلغ التحويل المتعثر ${ref}`, `Failed transfer ${ref} returned`);
  }
}

export function toStatement(
  ledger: LessorLedger,
  month: string,
  lang: Lang,
  now = new Date(),
): S['AccountStatement'] {
  const s = monthStatement(ledger.movements, month);
  const months = statementMonths(ledger, now);
  const transfers = new Map(ledger.transfers.map((t) => [t.id, t]));
  return {
    id: Number(month.replace('-', '')),
    month,
    opening_balance: fromHalalas(s.opening),
    closing_balance: fromHalalas(s.closing),
    credits_total: fromHalalas(s.credits),
    debits_total: fromHalalas(s.debits),
    first_month: months[0],
    current_month: riyadhMonth(now.toISOString()),
    entries: s.lines.map((line) => {
      const transfer = line.transferId ? transfers.get(line.transferId) : undefined;
      return {
        date: line.date,
        kind: line.kind,
        reference:
          transfer?.number ?? (line.reservationId ? String(line.reservationId) : undefined),
        reservation_id: line.reservationId,
        transfer_id: line.transferId,
        text: text(line, transfer, lang),
        debit: fromHalalas(line.debit),
        credit: fromHalalas(line.credit),
        balance: fromHalalas(line.balance),
      };
    }),
  };
}
