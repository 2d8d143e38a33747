// The few facts of a public office the head and JSON-LD need, from the public answer only.
import type { components } from '@/api/generated/apiback';
import { TYPE_RES_ID } from '@schemas/lib/booking-period';

type Office = components['schemas']['Office'];

export interface OfficeFacts {
  title: string;
  adNumber: string;
  city: string;
  neighborhood: string;
  street: string;
  /** Absolute or origin-relative URL of the main photo. */
  image?: string;
  images: string[];
  rating?: number;
  reviews?: number;
  /** The lowest active price per rental period (TypeResId), cheapest monthly first if any. */
  offers: { typeResId: number; price: number }[];
}

/** Month, day, week, year, hour: the order a tenant compares offices in. */
const PERIOD_ORDER = (['monthly', 'daily', 'weekly', 'yearly', 'hourly'] as const).map(
  (period) => TYPE_RES_ID[period],
);

export function officeFacts(o: Office, file: (p?: string) => string | undefined): OfficeFacts {
  const lowest = new Map<number, number>();
  for (const unit of o.units ?? []) {
    for (const p of unit.prices ?? []) {
      if (p.active === false) continue;
      const was = lowest.get(p.type_res_id);
      if (was === undefined || p.price < was) lowest.set(p.type_res_id, p.price);
    }
  }
  const photos = [o.main_image, ...(o.images ?? []).map((m) => m.path)]
    .filter((p): p is string => !!p)
    .filter((p, i, all) => all.indexOf(p) === i);
  return {
    title: o.ad_title || o.name || '',
    adNumber: String(o.ad_number),
    city: o.city_name ?? '',
    neighborhood: o.neighborhood ?? '',
    street: o.street ?? '',
    image: file(o.main_image ?? photos[0]),
    images: photos.map((p) => file(p)).filter((p): p is string => !!p),
    rating: o.rating,
    reviews: o.reviews_count,
    offers: [...lowest]
      .sort((a, b) => PERIOD_ORDER.indexOf(a[0]) - PERIOD_ORDER.indexOf(b[0]))
      .map(([typeResId, price]) => ({ typeResId, price })),
  };
}
