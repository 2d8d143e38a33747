import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHalalas, mulDivRound, percentOf, roundMoney, toHalalas } from './money';

describe('money in halalas', () => {
  it('converts through the decimal text, without float drift', () => {
    expect(toHalalas(1.005)).toBe(101);
    expect(toHalalas(0.1 + 0.2)).toBe(30);
    expect(toHalalas('1,250.50')).toBe(125050);
    expect(toHalalas('١٢٥٠٫٥')).toBe(125050);
    expect(toHalalas(-2.345)).toBe(-235);
    expect(toHalalas(1e-7)).toBe(0);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(() => toHalalas('abc')).toThrow(RangeError);
  });

  it('percentages round half away from zero', () => {
    expect(percentOf(10000, 15)).toBe(1500);
    expect(percentOf(83743, 15)).toBe(12561);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(100, 12.5)).toBe(13);
    expect(mulDivRound(-5n, 1n, 10n)).toBe(-1n);
  });

  it('property: halalas round trip for any 2-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (h) => {
        expect(toHalalas(fromHalalas(h))).toBe(h);
        expect(toHalalas(String(fromHalalas(h)))).toBe(h);
      }),
    );
  });

  it('property: summing in halalas equals the halalas of the exact sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 50 }), (lines) => {
        const sum = lines.reduce((a, b) => a + b, 0);
        expect(toHalalas(fromHalalas(sum))).toBe(
          lines.map((l) => toHalalas(fromHalalas(l))).reduce((a, b) => a + b, 0),
        );
      }),
    );
  });
});
