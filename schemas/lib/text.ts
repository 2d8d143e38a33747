// Text normalisation applied before any rule runs. Users type Arabic-Indic (٠-٩) and
// Persian (۰-۹) digits from Arabic keyboards: every numeric check sees ASCII digits.
// Bidi override/embedding/isolate controls can disguise text (e.g. reverse an IBAN on
// screen), so they are stripped from free text; LRM/RLM/ALM are harmless marks and stay.

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Converts Arabic-Indic and Persian digits to ASCII; leaves everything else alone. */
export function normaliseDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** U+202A–U+202E (LRE, RLE, PDF, LRO, RLO) and U+2066–U+2069 (LRI, RLI, FSI, PDI). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Removes bidi embedding/override/isolate controls; keeps LRM (U+200E), RLM (U+200F), ALM (U+061C). */
export function stripBidiControls(input: string): string {
  return input.replace(BIDI_CONTROLS, '');
}

/** C0/C1 controls except tab and line breaks (NUL, ESC, DEL...), and invisible spaces. */
const isInvisible = (code: number) =>
  (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x200b ||
  code === 0x2060 ||
  code === 0xfeff;
/** Joiners and direction marks: meaningful inside words, but alone they are "nothing". */
const MARKS = new Set([0x200c, 0x200d, 0x200e, 0x200f, 0x061c]);

/**
 * Free text as stored: bidi controls, control characters (NUL...) and invisible spaces
 * stripped, outer whitespace trimmed; text made only of joiners or marks becomes ''.
 */
export function cleanText(input: string): string {
  const text = [...stripBidiControls(input)]
    .filter((ch) => !isInvisible(ch.charCodeAt(0)))
    .join('')
    .trim();
  return [...text].every((ch) => MARKS.has(ch.charCodeAt(0)) || /\s/.test(ch)) ? '' : text;
}

/**
 * Normalises a value typed into a numeric-looking field (ID, phone, IBAN, amount):
 * ASCII digits, no bidi controls or LRM/RLM/ALM (which only matter for display), no
 * spaces. Non-strings pass through untouched so zod reports the type error.
 */
export function normaliseNumericText<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  return normaliseDigits(value)
    .replace(/[\u200E\u200F\u061C]/g, '')
    .replace(BIDI_CONTROLS, '')
    .replace(/[\s\u00A0]/g, '');
}
