import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { memoT } from './memo-t';

const fake = () =>
  vi.fn((key: string | string[], options?: { ns?: string; count?: number }) => {
    const k = Array.isArray(key) ? key[0] : key;
    return `${options?.ns ?? '-'}:${k}${options?.count === undefined ? '' : `#${options.count}`}`;
  });

describe('memoT', () => {
  it('asks i18next once per key and namespace, and answers the same text', () => {
    const t = fake();
    const mt = memoT(t as unknown as TFunction);
    expect(mt('status.paid', { ns: 'invoices' })).toBe('invoices:status.paid');
    expect(mt('status.paid', { ns: 'invoices' })).toBe('invoices:status.paid');
    expect(mt('status.paid', { ns: 'offers' })).toBe('offers:status.paid');
    expect(mt('status.paid')).toBe('-:status.paid');
    expect(t).toHaveBeenCalledTimes(3);
  });

  it('keeps fallback key lists apart from their first key', () => {
    const t = fake();
    const mt = memoT(t as unknown as TFunction);
    mt(['kind.a', 'kind.other'], { ns: 'x' });
    mt('kind.a', { ns: 'x' });
    mt(['kind.a', 'kind.other'], { ns: 'x' });
    expect(t).toHaveBeenCalledTimes(2);
  });

  it('never caches a call with values (a count, interpolation)', () => {
    const t = fake();
    const mt = memoT(t as unknown as TFunction);
    expect(mt('rows', { ns: 'x', count: 1 })).toBe('x:rows#1');
    expect(mt('rows', { ns: 'x', count: 2 })).toBe('x:rows#2');
    expect(t).toHaveBeenCalledTimes(2);
  });
});
