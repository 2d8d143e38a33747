// The address search over the gazetteer. A place is found when every word of the query
// starts a word of its name (either language or an alias), or of its name with its city's
// (so "corniche khobar" and "العليا الرياض" work). Best first: the whole name typed, then
// the name alone matching, then the city's help; a city before its districts before its
// landmarks, so "الخبر" offers the city first and then what is in it.
import { matchesAllWords, searchWords } from '@schemas/lib/search-text';
import { GAZETTEER, type GazetteerPlace } from '../seed/gazetteer';
import type { S } from '../serializers/common';

const KIND_ORDER = { city: 0, district: 1, landmark: 2 } as const;

const names = (p: GazetteerPlace) => [p.ar, p.en, ...(p.aliases ?? [])];
const sameWords = (a: string, b: string) => searchWords(a).join(' ') === searchWords(b).join(' ');

/** 0 whole name, 1 the name matches, 2 with the city's name; null when it does not match. */
function rank(q: string, p: GazetteerPlace): number | null {
  const own = names(p);
  if (own.some((n) => sameWords(q, n))) return 0;
  if (own.some((n) => matchesAllWords(q, n))) return 1;
  if (p.city && own.some((n) => matchesAllWords(q, `${n} ${p.city!.ar} ${p.city!.en}`))) return 2;
  return null;
}

export function searchPlaces(q: string, limit: number): GazetteerPlace[] {
  return GAZETTEER.flatMap((p) => {
    const r = rank(q, p);
    return r === null ? [] : [{ p, r }];
  })
    .sort(
      (a, b) =>
        a.r - b.r || KIND_ORDER[a.p.kind] - KIND_ORDER[b.p.kind] || a.p.en.localeCompare(b.p.en),
    )
    .slice(0, limit)
    .map(({ p }) => p);
}

export const placeBody = (p: GazetteerPlace): S['Place'] => ({
  id: p.id,
  kind: p.kind,
  name_ar: p.ar,
  name_en: p.en,
  city_ar: p.city?.ar ?? null,
  city_en: p.city?.en ?? null,
  lat: p.lat,
  lng: p.lng,
});
