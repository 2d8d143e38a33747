// The statement's month from the address (`?month=YYYY-MM`), else the current Saudi month:
// one rule for the page and for its route loader, which asks for that month's statement
// while the page's chunk loads.
import { riyadhMonth } from '@/domain';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function statementMonth(params: URLSearchParams, now = new Date()): string {
  const asked = params.get('month') ?? '';
  return MONTH.test(asked) ? asked : riyadhMonth(now.toISOString());
}
