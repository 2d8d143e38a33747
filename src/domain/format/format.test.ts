import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactAmount } from './compact';
import {
  formatDate,
  formatDateTime,
  formatHijriDate,
  formatLongDate,
  formatMonth,
  weekdayOrder,
  weekStartDay,
} from './dates';
import { formatHalalas, formatSar } from './money';
import { formatDecimal, formatInteger, parseNumber, parseNumberLoose } from './number';
import { fitText, truncateText } from './truncate';

describe('money', () => {
  it('SAR with Latin digits: ر.س / ريال in Arabic, SAR in English', () => {
    expect(formatSar(1250.5, 'ar')).toBe('1,250.50 ر.س');
    expect(formatSar(1250.5, 'ar', { arabicSymbol: 'ريال' })).toBe('1,250.50 ريال');
    expect(formatSar(1250.5, 'en')).toBe('SAR 1,250.50');
    expect(formatHalalas(100_005, 'en')).toBe('SAR 1,000.05');
    expect(formatSar(0, 'en')).toBe('SAR 0.00');
  });

  it('comma thousands separators', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger(999)).toBe('999');
    expect(formatDecimal(1234.5)).toBe('1,234.50');
  });

  it("writes exactly what Intl.NumberFormat('en-US') writes, without building one", () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: true,
      });
    const edges = [0, -0, 0.5, -0.5, 1.005, 0.125, -0.001, 999.995, 1e21, 123456789012.345, NaN];
    for (const decimals of [0, 1, 2, 3])
      for (const value of [...edges, Infinity, -Infinity])
        expect(formatDecimal(value, decimals)).toBe(intl(decimals).format(value));
    fc.assert(
      fc.property(fc.double({ min: -1e22, max: 1e22 }), fc.integer({ min: 0, max: 4 }), (v, d) => {
        expect(formatDecimal(v, d)).toBe(intl(d).format(v));
        if (d === 0) expect(formatInteger(v)).toBe(intl(0).format(v));
      }),
      { numRuns: 3000 },
    );
    // Amounts as the app has them: halalas and thousandths, where halves are common.
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(10, 100, 1000),
        (n, by) => {
          for (const d of [0, 1, 2]) expect(formatDecimal(n / by, d)).toBe(intl(d).format(n / by));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('compact amounts (spec section 9)', () => {
  it.each([
    [0, '0 rial', '0 ريال'],
    [999, '999 rial', '999 ريال'],
    [12.5, '12.5 rial', '12.5 ريال'],
    [1000, '1K', '1 ألف'],
    [25_400, '25K', '25 ألف'],
    [999_999, '1M', '1 مليون'],
    [3_200_000, '3M', '3 مليون'],
    [7_000_000_000, '7B', '7 مليار'],
    [5e12, '5,000B', '5,000 مليار'],
    [-2500, '-3K', '-3 ألف'],
    ['12,000', '12K', '12 ألف'],
    ['١٢٠٠٠', '12K', '12 ألف'],
  ])('%s → %s / %s', (input, en, ar) => {
    expect(compactAmount(input, 'en')).toBe(en);
    expect(compactAmount(input, 'ar')).toBe(ar);
  });

  it('"Invalid number" for non-numbers', () => {
    for (const bad of ['abc', '', null, undefined, Number.NaN, Infinity, '12abc']) {
      expect(compactAmount(bad as never, 'en')).toBe('Invalid number');
      expect(compactAmount(bad as never, 'ar')).toBe('رقم غير صالح');
    }
  });

  it('property: no decimals from 1000 up, suffix always present', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1e15, noNaN: true }), (n) => {
        expect(compactAmount(n, 'en')).toMatch(/^[\d,]+[KMB]$/);
        expect(compactAmount(n, 'ar')).toMatch(/^[\d,]+ (ألف|مليون|مليار)$/);
      }),
    );
  });
});

describe('number parsing helper (spec section 5)', () => {
  it('strips separators and spaces; empty → ""; junk → NaN', () => {
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber(' 1 234 ')).toBe(1234);
    expect(parseNumber('')).toBe('');
    expect(parseNumber('  ')).toBe('');
    expect(parseNumber('12abc')).toBeNaN();
    expect(parseNumber('-3.5')).toBe(-3.5);
    expect(parseNumber('١٬٢٣٤٫٥')).toBe(1234.5);
    expect(parseNumber('۱۲۳')).toBe(123);
  });

  it('loose: keeps only digits, dot and minus', () => {
    expect(parseNumberLoose('SAR 1,234.50')).toBe(1234.5);
    expect(parseNumberLoose('abc')).toBe('');
    expect(parseNumberLoose('1.2.3')).toBeNaN();
    expect(parseNumberLoose('٥٠ ريال')).toBe(50);
  });

  it('property: normalised Arabic-Indic and Persian digits parse equal to ASCII', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 99 }),
        (int, frac) => {
          const ascii = `${int},${String(frac).padStart(2, '0')}`.replace(',', '.');
          const arabic = ascii.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
          const persian = ascii.replace(/\d/g, (d) => String.fromCharCode(0x6f0 + Number(d)));
          expect(parseNumber(arabic)).toBe(parseNumber(ascii));
          expect(parseNumber(persian)).toBe(parseNumber(ascii));
          expect(parseNumber(formatDecimal(Number(ascii)))).toBe(Number(ascii));
        },
      ),
    );
  });
});

describe('truncation', () => {
  it('ends with seven dots, never splits a character', () => {
    expect(truncateText('مكتب فاخر في العليا', 8)).toBe('مكتب فاخ.......');
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('abcdef', 3)).toBe('abc.......');
    expect(truncateText('😀😀😀', 2)).toBe('😀😀.......');
    // Fitting a field's maxLength: the dots count.
    expect(fitText('x'.repeat(61), 60)).toBe(`${'x'.repeat(53)}.......`);
    expect(Array.from(fitText('مكتب '.repeat(40), 60)).length).toBeLessThanOrEqual(60);
    expect(fitText('short', 60)).toBe('short');
  });
});

describe('dates', () => {
  it('YYYY-MM-DD and HH:mm YYYY-MM-DD in Saudi time; date-only strings never shift', () => {
    expect(formatDate('2026-11-21')).toBe('2026-11-21');
    expect(formatDate('2026-11-21T22:30:00Z')).toBe('2026-11-22');
    expect(formatDateTime('2026-11-21T09:30:00Z')).toBe('12:30 2026-11-21');
    expect(formatDate('nonsense')).toBe('');
  });

  it('long dates with an explicit Gregorian calendar and Latin digits, optional Hijri line', () => {
    expect(formatLongDate('2026-11-21', 'en')).toBe('Saturday, 21 November 2026');
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-02', 'ar')).toBe('فبراير 2026');
    expect(formatMonth('2026-13', 'en')).toBe('');
    expect(formatMonth('2026-11', 'en', 'short')).toBe('Nov'); // en-GB: 'Sept' for September
    const ar = formatLongDate('2026-11-21', 'ar');
    expect(ar).toContain('نوفمبر');
    expect(ar).toContain('2026');
    expect(ar).not.toMatch(/[٠-٩]/);
    const hijri = formatHijriDate('2026-11-21', 'ar');
    expect(hijri).toContain('1448');
    expect(hijri).not.toMatch(/[٠-٩]/);
  });

  it('week starts Saturday in Arabic, Sunday in English', () => {
    expect(weekStartDay('ar')).toBe(6);
    expect(weekStartDay('en')).toBe(0);
    expect(weekdayOrder('ar')).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdayOrder('en')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
