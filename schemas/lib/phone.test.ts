import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSaudiMobile, toLocalSaudiMobile, toSaudiE164 } from './phone';

describe('Saudi mobile', () => {
  it.each([
    ['0512345678', '+966512345678'],
    ['+966512345678', '+966512345678'],
    ['00966512345678', '+966512345678'],
    ['966 51 234 5678', '+966512345678'],
    ['٠٥١٢٣٤٥٦٧٨', '+966512345678'],
    ['۰۵۱۲۳۴۵۶۷۸', '+966512345678'],
    ['\u200E+966 51-234-5678', '+966512345678'],
  ])('normalises %s to E.164', (input, e164) => {
    expect(toSaudiE164(input)).toBe(e164);
  });

  it.each(['', '0412345678', '051234567', '05123456789', '+971512345678', 'abc', '+9660512345678'])(
    'refuses %s',
    (input) => expect(isSaudiMobile(input)).toBe(false),
  );

  it('round trips local ↔ E.164 for any national number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const local = `05${String(n).padStart(8, '0')}`;
        const e164 = toSaudiE164(local)!;
        expect(e164).toMatch(/^\+9665\d{8}$/);
        expect(toLocalSaudiMobile(e164)).toBe(local);
      }),
    );
  });
});
