// Numbers: comma thousands separators and Latin digits in both languages (amounts,
// phones and codes are always Latin digits), plus the section-5 parsing helpers.
export { parseNumber, parseNumberLoose, isNumeric, type ParsedNumber } from '@schemas/lib/number';

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** 1234567 → "1,234,567" (rounded to an integer). */
export function formatInteger(value: number): string {
  return INTEGER.format(value);
}

// Building an Intl formatter costs far more than formatting with it (long lists format
// thousands of amounts): one formatter per fraction-digit count, built on first use.
const DECIMALS = new Map<number, Intl.NumberFormat>();

function decimalFormat(decimals: number): Intl.NumberFormat {
  let f = DECIMALS.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    DECIMALS.set(decimals, f);
  }
  return f;
}

/** 1234.5 → "1,234.50" with `decimals` fixed digits (default 2). */
export function formatDecimal(value: number, decimals = 2): string {
  return decimalFormat(decimals).format(value);
}

/** A file size to show: whole bytes under 1 KB, else KB (under 1 MB, whole) or MB (1 decimal). */
export function fileSizeParts(bytes: number): { value: string; unit: 'bytes' | 'kb' | 'mb' } {
  if (bytes < 1024) return { value: formatInteger(bytes), unit: 'bytes' };
  if (bytes < 1024 * 1024) return { value: formatInteger(Math.ceil(bytes / 1024)), unit: 'kb' };
  return { value: formatDecimal(bytes / (1024 * 1024), 1), unit: 'mb' };
}
