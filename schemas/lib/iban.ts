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

/** SA, 2 check digits, 2-digit bank code, 18 account characters (24 in all). Normalised input. */
export function isSaudiIbanShape(iban: string): boolean {
  return /^SA\d{2}\d{2}[0-9A-Z]{18}$/.test(iban);
}

/** True for a well-formed Saudi IBAN whose mod-97 check holds. Expects a normalised value. */
export function isValidSaudiIban(iban: string): boolean {
  return isSaudiIbanShape(iban) && ibanMod97(iban) === 1;
}

/** The bank code inside a Saudi IBAN (its 5th and 6th characters). */
export function ibanBankCode(iban: string): string {
  return normaliseIban(iban).slice(4, 6);
}

/**
 * How a saved IBAN is shown and returned: country and check digits, 16 hidden characters,
 * the last four (`SA03••••••••••••••••7519`; formatIban groups it for display).
 */
export function maskIban(iban: string): string {
  const clean = normaliseIban(iban);
  return `${clean.slice(0, 4)}${'•'.repeat(16)}${clean.slice(-4)}`;
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
