// Numbers: comma thousands separators and Latin digits in both languages (amounts,
// phones and codes are always Latin digits), plus the section-5 parsing helpers.
export { parseNumber, parseNumberLoose, isNumeric, type ParsedNumber } from '@schemas/lib/number';

// Latin digits, comma thousands separators, halves rounded away from zero: exactly
// Intl.NumberFormat('en-US')'s output (a test compares them), written out because a page's
// first Intl.NumberFormat loads the ICU number data: 50-130 ms of main thread on a phone
// (4x CPU), a long task while a listing's or an office's page hydrates (issue 28). Like V8's
// Intl, it rounds the number's shortest decimal form (String(1.005) is "1.005" → "1.01"),
// not the double's exact value as toFixed does ("1.00").

/** Outside plain decimal notation (NaN, ±Infinity, 1e21, 1e-7): Intl, built on demand. */
const FALLBACK = new Map<number, Intl.NumberFormat>();

function fallback(value: number, decimals: number): string {
  let f = FALLBACK.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    FALLBACK.set(decimals, f);
  }
  return f.format(value);
}

/** A string of decimal digits plus one ("0999" → "1000", "99" → "100"). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  const tail = '0'.repeat(digits.length - 1 - i);
  return i < 0 ? `1${tail}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${tail}`;
}

function grouped(value: number, decimals: number): string {
  const plain = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(plain)) return fallback(value, decimals);
  const [whole, fraction = ''] = plain.split('.') as [string, string?];
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction[decimals]! >= '5') digits = plusOne(digits);
  const cut = digits.length - decimals;
  const int = digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ',');
  // Intl keeps the sign of a negative value that rounds to zero ("-0.00"), and of -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int}${decimals > 0 ? `.${digits.slice(cut)}` : ''}`;
}

/** 1234567 → "1,234,567" (rounded to an integer). */
export function formatInteger(value: number): string {
  return grouped(value, 0);
}

/** 1234.5 → "1,234.50" with `decimals` fixed digits (default 2). */
export function formatDecimal(value: number, decimals = 2): string {
  return grouped(value, decimals);
}

/** A file size to show: whole bytes under 1 KB, else KB (under 1 MB, whole) or MB (1 decimal). */
export function fileSizeParts(bytes: number): { value: string; unit: 'bytes' | 'kb' | 'mb' } {
  if (bytes < 1024) return { value: formatInteger(bytes), unit: 'bytes' };
  if (bytes < 1024 * 1024) return { value: formatInteger(Math.ceil(bytes / 1024)), unit: 'kb' };
  return { value: formatDecimal(bytes / (1024 * 1024), 1), unit: 'mb' };
}
