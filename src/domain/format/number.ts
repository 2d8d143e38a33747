// Numbers: comma thousands separators and Latin digits in both languages (amounts,
// phones and codes are always Latin digits), plus the section-5 parsing helpers.
export { parseNumber, parseNumberLoose, isNumeric, type ParsedNumber } from '@schemas/lib/number';

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** 1234567 → "1,234,567" (rounded to an integer). */
export function formatInteger(value: number): string {
  return INTEGER.format(value);
}

/** 1234.5 → "1,234.50" with `decimals` fixed digits (default 2). */
export function formatDecimal(value: number, decimals = 2): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value);
}
