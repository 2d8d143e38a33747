// The places an address search finds (tag "places"): real Saudi cities with their centres,
// the seed's own neighbourhoods (so a lessor finds the district their office is listed in)
// and well-known landmarks, WGS84. `aliases` hold other spellings people type (Ulaya for
// Olaya, Al Ahsa for Hofuf). Hand-written: no geocoder runs offline.
import type { components } from '@/api/generated/apiback';
import { SAUDI_CITIES } from './saudi-places';

export type PlaceKind = components['schemas']['PlaceKind'];

export interface GazetteerPlace {
  id: string;
  kind: PlaceKind;
  ar: string;
  en: string;
  city: { ar: string; en: string } | null;
  lat: number;
  lng: number;
  aliases?: string[];
}

type Row = [id: string, ar: string, en: string, lat: number, lng: number, aliases?: string[]];

// City centres. The seed's cities (by their seed id) come first, then others a lessor lists in.
const SEED_CITY_CENTRES: Record<number, [string, number, number, string[]?]> = {
  1: ['riyadh', 24.7136, 46.6753],
  2: ['jeddah', 21.5433, 39.1728, ['Jiddah', 'Jedda']],
  3: ['dammam', 26.4207, 50.0888],
  4: ['khobar', 26.2794, 50.2083, ['Al Khobar']],
  5: ['makkah', 21.3891, 39.8579, ['Mecca', 'مكة']],
  6: ['madinah', 24.5247, 39.5692, ['Medina', 'المدينة']],
  7: ['abha', 18.2164, 42.5053],
};

const OTHER_CITIES: Row[] = [
  ['dhahran', 'الظهران', 'Dhahran', 26.2886, 50.114],
  ['qatif', 'القطيف', 'Qatif', 26.565, 50.012],
  ['jubail', 'الجبيل', 'Jubail', 27.0046, 49.646],
  ['hofuf', 'الهفوف', 'Al Hofuf', 25.38, 49.59, ['Al Ahsa', 'Hasa', 'الأحساء']],
  ['khafji', 'الخفجي', 'Al Khafji', 28.4391, 48.4913],
  ['taif', 'الطائف', 'Taif', 21.2703, 40.4158],
  ['tabuk', 'تبوك', 'Tabuk', 28.3835, 36.5662],
  ['buraydah', 'بريدة', 'Buraydah', 26.326, 43.975, ['Buraidah', 'Qassim', 'القصيم']],
  ['unaizah', 'عنيزة', 'Unaizah', 26.0843, 43.9935],
  ['hail', 'حائل', 'Hail', 27.5114, 41.7208],
  ['jizan', 'جازان', 'Jazan', 16.8894, 42.5706, ['Jizan', 'جيزان']],
  ['najran', 'نجران', 'Najran', 17.4924, 44.1277],
  ['khamis-mushait', 'خميس مشيط', 'Khamis Mushait', 18.3, 42.7333],
  ['yanbu', 'ينبع', 'Yanbu', 24.0895, 38.0618],
  ['haql', 'حقل', 'Haql', 29.2895, 34.9366],
  ['alula', 'العلا', 'AlUla', 26.6085, 37.9232, ['Al Ula']],
  ['al-baha', 'الباحة', 'Al Baha', 20.0129, 41.4677],
  ['arar', 'عرعر', 'Arar', 30.9753, 41.0381],
  ['sakaka', 'سكاكا', 'Sakaka', 29.9697, 40.2064, ['Al Jouf', 'الجوف']],
];

// Landmarks, each in its city (by the city's id above).
const LANDMARKS: Array<[city: string, ...Row]> = [
  ['khobar', 'khobar-corniche', 'كورنيش الخبر', 'Khobar Corniche', 26.292, 50.2197],
  ['khobar', 'khobar-water-tower', 'برج المياه بالخبر', 'Khobar Water Tower', 26.3018, 50.2215],
  ['dammam', 'dammam-corniche', 'كورنيش الدمام', 'Dammam Corniche', 26.44, 50.115],
  ['jeddah', 'jeddah-corniche', 'كورنيش جدة', 'Jeddah Corniche', 21.5826, 39.1085],
  ['jeddah', 'al-balad', 'جدة التاريخية (البلد)', 'Al Balad (Historic Jeddah)', 21.4858, 39.187],
  [
    'jeddah',
    'jeddah-airport',
    'مطار الملك عبدالعزيز الدولي',
    'King Abdulaziz International Airport',
    21.6796,
    39.1565,
  ],
  ['riyadh', 'kingdom-centre', 'برج المملكة', 'Kingdom Centre', 24.7113, 46.6744],
  ['riyadh', 'al-faisaliah', 'برج الفيصلية', 'Al Faisaliah Tower', 24.6903, 46.6852],
  [
    'riyadh',
    'kafd',
    'مركز الملك عبدالله المالي',
    'King Abdullah Financial District',
    24.7631,
    46.6403,
    ['KAFD'],
  ],
  ['riyadh', 'at-turaif', 'حي الطريف بالدرعية', 'At-Turaif, Diriyah', 24.734, 46.575],
  ['riyadh', 'king-saud-university', 'جامعة الملك سعود', 'King Saud University', 24.7163, 46.6193],
  [
    'riyadh',
    'riyadh-airport',
    'مطار الملك خالد الدولي',
    'King Khalid International Airport',
    24.9576,
    46.6988,
  ],
  ['makkah', 'masjid-al-haram', 'المسجد الحرام', 'Masjid al-Haram', 21.4225, 39.8262],
  ['madinah', 'prophets-mosque', 'المسجد النبوي', "Prophet's Mosque", 24.4672, 39.6111],
  ['dhahran', 'kfupm', 'جامعة الملك فهد للبترول والمعادن', 'KFUPM', 26.307, 50.145],
  ['jizan', 'jizan-corniche', 'كورنيش جازان', 'Jazan Corniche', 16.8892, 42.5511],
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function build(): GazetteerPlace[] {
  const cities = new Map<string, { ar: string; en: string }>();
  const places: GazetteerPlace[] = [];
  for (const c of SAUDI_CITIES) {
    const [id, lat, lng, aliases] = SEED_CITY_CENTRES[c.id];
    cities.set(id, { ar: c.ar, en: c.en });
    places.push({ id, kind: 'city', ar: c.ar, en: c.en, city: null, lat, lng, aliases });
    for (const n of c.neighbourhoods)
      places.push({
        id: `${id}-${slug(n.en)}`,
        kind: 'district',
        ar: n.ar,
        en: n.en,
        city: { ar: c.ar, en: c.en },
        lat: n.lat,
        lng: n.lng,
        aliases: n.en === 'Al Olaya' ? ['Ulaya', 'Olaya'] : undefined,
      });
  }
  for (const [id, ar, en, lat, lng, aliases] of OTHER_CITIES) {
    cities.set(id, { ar, en });
    places.push({ id, kind: 'city', ar, en, city: null, lat, lng, aliases });
  }
  for (const [cityId, id, ar, en, lat, lng, aliases] of LANDMARKS) {
    const city = cities.get(cityId);
    if (!city) throw new Error(`gazetteer: unknown city ${cityId}`);
    places.push({ id, kind: 'landmark', ar, en, city, lat, lng, aliases });
  }
  return places;
}

export const GAZETTEER: readonly GazetteerPlace[] = build();
