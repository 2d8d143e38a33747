// The lessor's monthly account statements.
import type { StatementRow } from '../db/schema';
import type { S } from './common';

export function toStatement(s: StatementRow): S['AccountStatement'] {
  return {
    id: s.id,
    month: s.month,
    opening_balance: s.opening_balance,
    closing_balance: s.closing_balance,
    entries: s.entries,
  };
}
