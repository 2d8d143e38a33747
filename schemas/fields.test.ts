import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  moneyField,
  numberField,
  optionalNumberField,
  percentField,
  vatNumberField,
} from './fields';

const toArabic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
const toPersian = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x6f0 + Number(d)));

describe('numeric fields', () => {
  it('property: a number typed in ASCII, Arabic-Indic or Persian digits parses equal', () => {
    const field = numberField();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 99 }),
        (int, cents) => {
          const ascii = `${int}.${String(cents).padStart(2, '0')}`;
          const value = field.parse(ascii);
          expect(field.parse(toArabic(ascii))).toBe(value);
          expect(field.parse(toPersian(ascii))).toBe(value);
          expect(field.parse(toArabic(ascii).replace('.', '٫'))).toBe(value);
          expect(value).toBe(Number(ascii));
        },
      ),
    );
  });

  it('required, real number, ranges; a missing key is required too', () => {
    const schema = z.object({ n: numberField({ min: 1, max: 100, rangeKey: 'percentRange' }) });
    expect(schema.safeParse({}).error?.issues[0].message).toBe('validation:required');
    expect(schema.safeParse({ n: '' }).error?.issues[0].message).toBe('validation:required');
    expect(schema.safeParse({ n: 'abc' }).error?.issues[0].message).toBe('validation:realNumber');
    expect(schema.safeParse({ n: '1,000' }).error?.issues[0].message).toBe(
      'validation:percentRange',
    );
    expect(schema.parse({ n: ' 50 ' }).n).toBe(50);
    expect(z.object({ n: optionalNumberField() }).parse({ n: '' }).n).toBeUndefined();
    expect(numberField({ int: true }).safeParse('1.5').error?.issues[0].message).toBe(
      'validation:wholeNumber',
    );
  });

  it('money: at most 2 decimals, not negative', () => {
    expect(moneyField().parse('1,250.50')).toBe(1250.5);
    expect(moneyField().safeParse('1.005').success).toBe(false);
    expect(moneyField().safeParse(-1).success).toBe(false);
  });

  it('property: percent accepted exactly on 1..100 whatever the digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), (p) => {
        expect(percentField().safeParse(toArabic(String(p))).success).toBe(p >= 1 && p <= 100);
      }),
    );
  });
});

describe('VAT number', () => {
  it('property: 15 digits, first and last 3', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 13, maxLength: 13 }),
        (mid) => {
          expect(vatNumberField().safeParse(`3${mid}3`).success).toBe(true);
          expect(vatNumberField().safeParse(toArabic(`3${mid}3`)).success).toBe(true);
          expect(vatNumberField().safeParse(`3${mid}4`).success).toBe(false);
          expect(vatNumberField().safeParse(`1${mid}3`).success).toBe(false);
          expect(vatNumberField().safeParse(`3${mid}`).success).toBe(false);
        },
      ),
    );
  });
});
