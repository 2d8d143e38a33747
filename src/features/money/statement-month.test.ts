// The statement's month (./statement-month.ts): the page's and its loader's one rule.
import { describe, expect, it } from 'vitest';
import { statementMonth } from './statement-month';

describe('statementMonth', () => {
  const now = new Date('2026-11-30T22:30:00Z'); // already December 1st in Riyadh

  it('is the month in the address when it is one', () => {
    expect(statementMonth(new URLSearchParams('month=2026-02'), now)).toBe('2026-02');
  });

  it('is the current Saudi month otherwise', () => {
    expect(statementMonth(new URLSearchParams(''), now)).toBe('2026-12');
    expect(statementMonth(new URLSearchParams('month=2026-13'), now)).toBe('2026-12');
  });
});
