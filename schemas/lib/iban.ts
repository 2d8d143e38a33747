// Saudi IBAN: "SA" + 2 check digits + 2-digit bank code + 18 account characters (24 in
// all), validated with the ISO 13616 / ISO 7064 mod-97 check. Stored without spaces,
// shown in groups of four.
import { normaliseNumericText } from './text';

export const SAUDI_IBAN_LENGTH = 24;

/** Upper-case, ASCII digits, no spaces or direction marks. */
export function normaliseIban(input: string): string {
  return String(normaliseNumericText(input)).toUpperCase();
}

/** Remainder of the IBAN's numeric form modulo 97, computed piecewise (no bigint needed). */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder;
}

/** True for a well-formed Saudi IBAN whose mod-97 check holds. Expects a normalised value. */
export function isValidSaudiIban(iban: string): boolean {
  if (!/^SA\d{2}\d{2}[0-9A-Z]{18}$/.test(iban)) return false;
  return ibanMod97(iban) === 1;
}

/** Builds a valid Saudi IBAN from a bank code and an 18-character account (tests, seed data). */
export function makeSaudiIban(bankCode: string, account: string): string {
  const provisional = `SA00${bankCode}${account}`;
  const check = 98 - ibanMod97(provisional);
  return `SA${String(check).padStart(2, '0')}${bankCode}${account}`;
}

/** "SA03 8000 0000 6080 1016 7519" — display only. */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Display hint only (domain-notes): the bank behind a Saudi IBAN's 2-digit code. */
export const SAUDI_BANK_CODES: Readonly<Record<string, string>> = {
  '05': 'Alinma',
  '10': 'SNB',
  '15': 'Albilad',
  '20': 'Riyad',
  '30': 'Arab National',
  '45': 'SAB',
  '55': 'Banque Saudi Fransi',
  '60': 'AlJazira',
  '65': 'Saudi Investment',
  '80': 'Al Rajhi',
};
