// The number-parsing helper of spec section 5, shared by schemas and the formatters.
// Two readings of the spec are both offered: `parseNumber` strips thousands separators
// and spaces only (so "12abc" stays NaN), `parseNumberLoose` drops every character except
// digits, dot and minus. Both return '' for empty input and NaN for non-numbers, as the
// spec says, and both first normalise Arabic-Indic/Persian digits and the Arabic decimal
// and thousands separators (U+066B, U+066C).
import { normaliseDigits } from './text';

export type ParsedNumber = number | '';

function prepare(input: unknown): string | null {
  if (typeof input === 'number') return String(input);
  if (typeof input !== 'string') return null;
  return normaliseDigits(input)
    .replace(/\u066B/g, '.')
    .replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '');
}

/** "1,234.5" → 1234.5; "" → ''; "12abc" → NaN. */
export function parseNumber(input: unknown): ParsedNumber {
  const text = prepare(input);
  if (text === null) return Number.NaN;
  const cleaned = text.replace(/[,\u066C\s\u00A0]/g, '');
  if (cleaned === '') return '';
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** "SAR 1,234.50" → 1234.5; "abc" → ''; "1.2.3" → NaN. */
export function parseNumberLoose(input: unknown): ParsedNumber {
  const text = prepare(input);
  if (text === null) return Number.NaN;
  const cleaned = text.replace(/[^\d.-]/g, '');
  if (cleaned === '') return '';
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** True for a finite number or a string that parses to one. */
export function isNumeric(input: unknown): boolean {
  const n = typeof input === 'number' ? input : parseNumber(input);
  return typeof n === 'number' && Number.isFinite(n);
}
