// Saudi mobile numbers: national number of 9 digits starting with 5, typed as
// 05XXXXXXXX or +9665XXXXXXXX (also 009665…, 9665…, 5XXXXXXXX). Stored as E.164
// (+9665XXXXXXXX). Operator prefixes are deliberately not checked (they change).
import { normaliseNumericText } from './text';

/** Returns the E.164 form (+9665XXXXXXXX) or null when the input is not a Saudi mobile. */
export function toSaudiE164(input: string): string | null {
  const compact = String(normaliseNumericText(input)).replace(/[-().]/g, '');
  const m = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(compact);
  return m ? `+966${m[1]}` : null;
}

export function isSaudiMobile(input: string): boolean {
  return toSaudiE164(input) !== null;
}

/** Local display form 05XXXXXXXX (wrap it in a LTR span in Arabic text). */
export function toLocalSaudiMobile(e164: string): string {
  const n = toSaudiE164(e164);
  return n ? `0${n.slice(4)}` : e164;
}
