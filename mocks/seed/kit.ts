// What every part of the seed shares: the seeded faker, the seed's fixed "today", date
// helpers, and Saudi identities that pass the same checks as the forms (Luhn national
// IDs and mod-97 IBANs from schemas/lib, `3…3` VAT numbers).
import { faker } from '@faker-js/faker/locale/ar';
import { makeSaudiIban } from '@schemas/lib/iban';
import { luhnCheckDigit } from '@schemas/lib/luhn';
import type { Collections } from '../db/store';
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from './saudi-places';

export { faker };

/** "Today" of the seed. Dates are spread around it; the clock never leaks in. */
export const SEED_REF_DATE = new Date('2026-11-21T09:00:00.000Z');
export const SEED = 20261121;

export const DAY = 86_400_000;
export const iso = (d: Date) => d.toISOString();
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
export const daysFromRef = (n: number, hour = 9) => {
  const d = new Date(SEED_REF_DATE.getTime() + n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
export const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** Fits a name into the contract's length limits (office and unit names are 4..29). */
export const fit = (text: string, max = 29) =>
  text.length <= max ? text : text.slice(0, max).trimEnd();

export function person(gender: 'male' | 'female') {
  const first = faker.helpers.arrayElement(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
  const last = faker.helpers.arrayElement(FAMILY_NAMES);
  return { first, last };
}

/** 10 digits with a valid Luhn checksum: 1… a citizen's national ID, 2… a residence permit. */
export function saudiId(prefix: '1' | '2'): string {
  const body = prefix + faker.string.numeric(8);
  return body + luhnCheckDigit(body);
}

/** A valid Saudi IBAN (ISO 13616 mod-97) of a bank. */
export const iban = (bankCode: string) => makeSaudiIban(bankCode, faker.string.numeric(18));

export const vatNumber = () => `3${faker.string.numeric(13)}3`;
export const mobile = (n: number) => `+9665${pad(n, 8)}`;

/** Writes rows into a collection in order (creation order is the store's list order). */
export async function insert<T>(
  collection: { create(row: T): Promise<unknown> },
  rows: readonly T[],
): Promise<void> {
  for (const row of rows) await collection.create(row);
}

export type Db = Collections;
