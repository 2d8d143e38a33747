// What every serializer shares: the contract's schema types, optional fields left out
// rather than null, Arabic or English text by the request's language, and row lookups.
// Rows → contract shapes (types from src/api/generated/apiback.ts); localised text
// follows Accept-Language (Arabic by default).
import type { components } from '@/api/generated/apiback';
import { getStore } from '../backend';
import type { UserRow } from '../db/schema';
import type { Lang } from '../lib/http';
import { SAUDI_CITIES } from '../seed/saudi-places';

export type S = components['schemas'];
export type { Lang };

/** Drops undefined and null values (optional fields are absent, never null). */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as T;
}

/** A text in the reader's language, or the other language's when it has none. */
export const pick = (lang: Lang, ar: string, en: string) => (lang === 'en' ? en || ar : ar || en);

/** Wall time `YYYY-MM-DDTHH:mm:ss` of Riyadh → RFC 3339 with its +03:00 offset. */
export const riyadh = (wall: string) => `${wall.slice(0, 19)}+03:00`;

export function cityName(cityId: number, lang: Lang): string {
  const city = SAUDI_CITIES.find((c) => c.id === cityId);
  return city ? pick(lang, city.ar, city.en) : '';
}

export function fullName(u: UserRow, lang: Lang = 'ar'): string {
  const name =
    lang === 'en' && u.first_name_en
      ? `${u.first_name_en} ${u.last_name_en}`
      : `${u.first_name} ${u.last_name}`;
  return name.trim() || u.phone;
}

export const userById = (id: number) => getStore().db.users.findFirst((q) => q.where({ id }));
export const officeById = (id: number) => getStore().db.offices.findFirst((q) => q.where({ id }));
export const unitById = (id: number) => getStore().db.units.findFirst((q) => q.where({ id }));

/** A unit's or office's name in the request's language ('' when it is gone). */
export const nameOf = (row: { name_ar: string; name_en: string } | undefined, lang: Lang) =>
  row ? pick(lang, row.name_ar, row.name_en) : '';

export const pad6 = (n: number) => String(n).padStart(6, '0');

/** Price types of an offer or coupon row, as the contract spells them. */
export const priceTypesOut = (types: string[]) => types as S['PriceType'][];
