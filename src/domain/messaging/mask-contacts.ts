// Contact details in chat messages (issue: "phone numbers and emails typed in a message
// before a booking is paid are masked"). The platform's commission depends on the booking
// staying on the platform, so a number or an address is replaced before the message is
// stored: the original is never kept, and a later payment does not reveal it.
//
// What counts as a phone number: a run of digits (ASCII, Arabic-Indic or Persian), possibly
// split by spaces, dashes, dots or brackets, that has at least 9 digits (a Saudi mobile
// `05XXXXXXXX` is 10, a landline with its area code 9 or 10, an IBAN far more), or at least
// 7 when it starts with `+` or `00` (an international number). Dates (`2026-12-01`, also
// followed by an hour), times, prices and unit numbers stay readable.
// What counts as an e-mail: `name@domain.tld`, also written with "(at)"/"[at]" and "(dot)"/"[dot]".
import { normaliseDigits } from '@schemas/lib/text';

export const CONTACT_MASK = '•••';

const DIGIT = '[0-9\u0660-\u0669\u06F0-\u06F9]';
const SEP = '[\\s\\-.()\u00A0\u200E\u200F]';
const DIGIT_RUN = new RegExp(`(?:\\+|00)?${DIGIT}(?:${SEP}*${DIGIT})*`, 'gu');
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:(?:\.|\s*\(dot\)\s*|\s*\[dot\]\s*)[\p{L}\p{N}-]+)+/giu;

/** YYYY-MM-DD, DD-MM-YYYY and the same with dots: they do not count towards a number. */
const DATE = /\b(?:\d{4}[-.]\d{1,2}[-.]\d{1,2}|\d{1,2}[-.]\d{1,2}[-.]\d{4})\b/g;

function isPhoneLike(run: string): boolean {
  const rest = normaliseDigits(run).replace(DATE, ' ').trim();
  const international = rest.startsWith('+') || rest.startsWith('00');
  return rest.replace(/\D/g, '').length >= (international ? 7 : 9);
}

export interface MaskResult {
  text: string;
  /** Something was replaced. */
  masked: boolean;
}

/** The text with phone numbers and e-mail addresses replaced by `•••`. */
export function maskContacts(text: string): MaskResult {
  let masked = false;
  const withoutEmails = text.replace(EMAIL, () => {
    masked = true;
    return CONTACT_MASK;
  });
  const out = withoutEmails.replace(DIGIT_RUN, (run) => {
    if (!isPhoneLike(run)) return run;
    masked = true;
    return CONTACT_MASK;
  });
  return { text: out, masked };
}

/** Whether a text holds something `maskContacts` would hide (the composer's hint). */
export function hasContactDetails(text: string): boolean {
  return maskContacts(text).masked;
}
