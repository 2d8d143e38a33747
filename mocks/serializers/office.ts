// Offices: the search card (summary) and the full office with its units.
import { approximateLocation, publishChecklist } from '@/domain';
import type { OfficeRow } from '../db/schema';
import { OFFICE_TEXT_PAIRS, officeFacts } from '../services/listings';
import { cityName, compact, pick, userById, type Lang, type S } from './common';
import { mainImage, mediaOf, toMedia } from './media';
import { headlinePrice } from './price';
import { ratingOf } from './review';
import { toUnit, unitsOfOffice } from './unit';
import { lessorCard } from './user';

/**
 * The point a caller sees: the exact one for the owner and a tenant with a confirmed
 * reservation there (`exact`), otherwise the public, approximate one (contract:
 * `location_approximate`).
 */
export function officeLocation(o: OfficeRow, exact: boolean) {
  const at = { lat: o.lat, lng: o.lng };
  return exact
    ? { location: at, location_approximate: false }
    : { location: approximateLocation(o.id, at), location_approximate: true };
}

export function toOfficeSummary(
  o: OfficeRow,
  lang: Lang,
  favorites: Set<number> = new Set(),
  /** The period searched for: the card's price is that period's. */
  typeResId?: number,
  /** May this caller see the exact point (see `officeLocation`)? */
  exact = false,
): S['OfficeSummary'] {
  const units = unitsOfOffice(o.id, true);
  const price = headlinePrice(
    units.length ? units : unitsOfOffice(o.id, false),
    new Date(),
    typeResId,
  );
  const { rating, reviews_count } = ratingOf(o.id);
  return compact({
    id: o.id,
    ad_number: o.ad_number,
    title: pick(lang, o.ad_title_ar, o.ad_title_en),
    category: o.category,
    type: o.type,
    city_name: cityName(o.city_id, lang),
    neighborhood: pick(lang, o.neighborhood_ar, o.neighborhood_en),
    main_image: mainImage('office', o.id),
    price_from: price.price_from,
    price_type: price.price_type,
    price_after_offer: price.after,
    area: o.area,
    capacity: units.reduce((s, u) => s + u.capacity, 0) || undefined,
    rating,
    reviews_count,
    has_offer: price.after !== undefined,
    is_favorite: favorites.has(o.id),
    ...officeLocation(o, exact),
    published_at: o.published_at ?? undefined,
  });
}

export function toOffice(
  o: OfficeRow,
  lang: Lang,
  opts: {
    favorites?: Set<number>;
    publicOnly?: boolean;
    /** On the public page, may this caller see the exact point and the street? */
    exact?: boolean;
  } = {},
): S['Office'] {
  // The lessor's own views are exact; the public page only for the owner and a tenant with a
  // confirmed reservation (the street too: with the district it would give the place away).
  const exact = !opts.publicOnly || (opts.exact ?? false);
  const media = mediaOf('office', o.id);
  const units = unitsOfOffice(o.id, opts.publicOnly ?? false);
  const price = headlinePrice(units);
  const owner = userById(o.owner_id)!;
  const { rating, reviews_count } = ratingOf(o.id);
  return compact({
    id: o.id,
    ad_number: o.ad_number,
    name: pick(lang, o.name_ar, o.name_en),
    category: o.category,
    type: o.type,
    // A draft keeps '' for the texts not filled in yet: left out, as '' is below their minLength.
    ad_title: pick(lang, o.ad_title_ar, o.ad_title_en) || undefined,
    city_id: o.city_id,
    city_name: cityName(o.city_id, lang),
    neighborhood: pick(lang, o.neighborhood_ar, o.neighborhood_en) || undefined,
    street: (exact && pick(lang, o.street_ar, o.street_en)) || undefined,
    interface: o.interface,
    ...officeLocation(o, exact),
    halls: o.halls,
    rooms: o.rooms,
    bathrooms: o.bathrooms,
    kitchens: o.kitchens,
    features: o.features,
    description: pick(lang, o.description_ar, o.description_en) || undefined,
    deed_number: o.deed_number ?? undefined,
    building_license: o.building_license ?? undefined,
    license_number: o.license_number ?? undefined,
    advertiser_relationship: o.advertiser_relationship,
    exclusivity: o.exclusivity,
    status: o.status,
    display_status: o.display_status,
    main_image: mainImage('office', o.id),
    images: media.filter((m) => m.kind === 'image' || m.kind === 'main_image').map(toMedia),
    video: media.find((m) => m.kind === 'video')?.path,
    video_duration_s: media.find((m) => m.kind === 'video')?.duration_s,
    // The deed and licences are for the owner (and the platform), never the public page.
    documents: opts.publicOnly
      ? undefined
      : media
          .filter((m) => ['deed', 'building_license', 'civil_defense'].includes(m.kind))
          .map(toMedia),
    area: o.area,
    units_count: units.length,
    price_from: price.price_from,
    rating,
    reviews_count,
    is_favorite: opts.favorites?.has(o.id) ?? false,
    lessor: lessorCard(owner),
    units: units.map((u) => toUnit(u, lang)),
    created_at: o.created_at,
    published_at: o.published_at ?? undefined,
    // The lessor's own view: both sides of each text (the wizard edits them as pairs), the
    // snooze and what publishing still needs.
    ...(opts.publicOnly
      ? {}
      : Object.fromEntries(
          OFFICE_TEXT_PAIRS.flatMap((k) => [
            [`${k}_ar`, o[`${k}_ar`]],
            [`${k}_en`, o[`${k}_en`]],
          ]),
        )),
    // The lessor's own view: the snooze and what publishing still needs.
    hidden_until: opts.publicOnly ? undefined : (o.hidden_until ?? undefined),
    checklist: opts.publicOnly ? undefined : publishChecklist(officeFacts(o)),
  }) as S['Office'];
}
