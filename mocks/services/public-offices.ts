// What the public (no token needed) sees of the listings: published offices, the
// caller's hearts when a token comes along, and the search with the contract's filters
// and sort orders.
import dayjs from 'dayjs';
import { isBusinessAccount } from '@/domain/account-type';
import { msg } from '@schemas/messages';
import {
  distanceKm,
  hasConflict,
  inBbox,
  isConfirmedReservation,
  parseBbox,
  parseNear,
} from '@/domain';
import { getStore } from '../backend';
import type { OfficeRow, UserRow } from '../db/schema';
import { bearer } from '../lib/auth';
import { invalid, notFound, type Lang } from '../lib/http';
import { cityName } from '../serializers/common';
import { officeLocation, toOfficeSummary } from '../serializers/office';
import { periodRank } from '../serializers/price';
import { unitsOfOffice } from '../serializers/unit';
import { blockedSlots } from './blocks';
import { reservedSlots } from './booking';

/** The user behind the token of a public call, if any (a bad token is simply the public). */
function caller(request: Request): UserRow | undefined {
  const token = bearer(request);
  if (!token) return undefined;
  const { db } = getStore();
  const session = db.sessions.findFirst((q) => q.where({ token }));
  return session ? db.users.findFirst((q) => q.where({ id: session.user_id })) : undefined;
}

/** The favourites of the caller, when a tenant token comes along (public pages show hearts). */
export function callerFavorites(request: Request): Set<number> {
  const user = caller(request);
  if (!user) return new Set();
  return new Set(
    getStore()
      .db.favorites.findMany((q) => q.where({ user_id: user.id }))
      .map((f) => f.office_id),
  );
}

/**
 * Which offices the caller may see exactly placed (and with their street): a lessor's own
 * (a member's, its account's), and those where a tenant holds a confirmed reservation
 * (accepted, active, complete, finished). Everyone else gets the approximate point.
 */
export function exactAccess(request: Request): (o: OfficeRow) => boolean {
  const user = caller(request);
  if (!user) return () => false;
  if (isBusinessAccount(user.type)) {
    const account = user.parent_id ?? user.id;
    return (o) => o.owner_id === account;
  }
  const confirmed = new Set(
    getStore()
      .db.reservations.findMany((q) =>
        q.where((r) => r.tenant_id === user.id && isConfirmedReservation(r.status)),
      )
      .map((r) => r.office_id),
  );
  return (o) => confirmed.has(o.id);
}

/** Published and shown, or hidden by a snooze that has ended (from its date on). */
export function isPublic(o: OfficeRow, today = dayjs().format('YYYY-MM-DD')): boolean {
  if (o.status !== 'published') return false;
  return o.display_status === 'published' || (!!o.hidden_until && today >= o.hidden_until);
}

export const publishedOffices = () =>
  getStore().db.offices.findMany((q) => q.where((o) => isPublic(o)));

/** A published office, or 404. */
export function publicOffice(id: number): OfficeRow {
  const o = getStore().db.offices.findFirst((q) => q.where({ id }));
  if (!o || !isPublic(o)) notFound();
  return o;
}

/** What a public answer depends on about its caller: hearts, and who sees exact points. */
export interface Viewer {
  favorites: Set<number>;
  exact: (o: OfficeRow) => boolean;
}

export const viewerOf = (request: Request): Viewer => ({
  favorites: callerFavorites(request),
  exact: exactAccess(request),
});

type Summary = ReturnType<typeof toOfficeSummary>;
/** An office a search found: its card `s` once made, its distance from `near` (km). */
interface Hit {
  row: OfficeRow;
  km: number;
  s?: Summary;
}

/**
 * Search and deals: the contract's filters and sort orders over published offices. The map
 * area and "near me" use the point the caller sees (the approximate one for the public), so
 * narrowing either down never reveals more than the answer itself.
 */
export function searchHits(
  url: URL,
  dealsOnly: boolean,
  lng: Lang,
  viewer: Viewer,
): { hits: Hit[]; summary: (hit: Hit) => Summary } {
  const p = url.searchParams;
  const seen = (o: OfficeRow) => officeLocation(o, viewer.exact(o)).location;
  const near = parseNear(p.get('near'));
  if (p.has('near') && !near) throw invalid('near', msg('invalidInput'));
  if (p.get('sort') === 'distance' && !near) throw invalid('sort', msg('invalidInput'));
  const q = p.get('q')?.trim().toLowerCase();
  const num = (k: string) => (p.has(k) ? Number(p.get(k)) : undefined);
  const features = p
    .getAll('features')
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter(Boolean);
  const typeResId = num('type_res_id');
  const [priceMin, priceMax, areaMin, areaMax, capacity, cityId] = [
    'price_min',
    'price_max',
    'area_min',
    'area_max',
    'capacity',
    'city_id',
  ].map(num);
  const startDate = p.get('start_date');
  const endDate = p.get('end_date') ?? startDate;
  const area = parseBbox(p.get('bbox'));
  if (p.has('bbox') && !area) throw invalid('bbox', msg('invalidInput'));
  const rows = publishedOffices().filter((o) => {
    if (cityId && o.city_id !== cityId) return false;
    if (area && !inBbox(area, seen(o))) return false;
    if (p.get('category') && o.category !== p.get('category')) return false;
    if (p.get('type') && o.type !== p.get('type')) return false;
    if (areaMin !== undefined && o.area < areaMin) return false;
    if (areaMax !== undefined && o.area > areaMax) return false;
    if (features.length && !features.every((f) => o.features.includes(f))) return false;
    if (q) {
      const hay = [
        o.name_ar,
        o.name_en,
        o.ad_title_ar,
        o.ad_title_en,
        o.neighborhood_ar,
        o.neighborhood_en,
        o.ad_number,
        cityName(o.city_id, 'ar'),
        cityName(o.city_id, 'en'),
      ]
        .join(' ')
        .toLowerCase();
      if (!hay.includes(q)) return false;
    }
    const units = unitsOfOffice(o.id, true);
    if (!units.length) return false;
    if (capacity !== undefined && !units.some((u) => u.capacity >= capacity)) return false;
    if (
      typeResId &&
      !units.some((u) => u.prices.some((x) => x.active && x.type_res_id === typeResId))
    )
      return false;
    if (startDate && endDate) {
      const range = { start: `${startDate}T00:00:00`, end: `${endDate}T23:59:59` };
      const taken = (id: number) => [...reservedSlots(id), ...blockedSlots(id)];
      if (!units.some((u) => !hasConflict(range, taken(u.id)))) return false;
    }
    return true;
  });
  // A card is made only when a filter or the order reads it, else only for the page shown
  // (a card's headline price costs the most of a search answer: 4% of the mock server's CPU
  // under the backend bench, 2026-11-29, for cards of which a page shows 10).
  const hits: Hit[] = rows.map((o) => ({
    row: o,
    km: near ? distanceKm(near, seen(o)) : 0,
  }));
  const summary = (h: Hit): Summary => {
    if (h.s) return h.s;
    const s = toOfficeSummary(h.row, lng, viewer.favorites, typeResId, viewer.exact(h.row));
    // 0.1 km steps: a distance to the approximate point is no finer than that anyway.
    return (h.s = near ? { ...s, distance_km: Math.round(h.km * 10) / 10 } : s);
  };
  const priceOf = (h: Hit) => summary(h).price_after_offer ?? summary(h).price_from;
  const samePeriod = (a: Hit, b: Hit) =>
    periodRank(summary(a).price_type) - periodRank(summary(b).price_type);
  const found = hits.filter((h) => {
    if (priceMin !== undefined && priceOf(h) < priceMin) return false;
    if (priceMax !== undefined && priceOf(h) > priceMax) return false;
    if (dealsOnly && !summary(h).has_offer) return false;
    return true;
  });
  const by: Record<string, (a: Hit, b: Hit) => number> = {
    newest: (a, b) =>
      (b.row.published_at ?? b.row.created_at).localeCompare(
        a.row.published_at ?? a.row.created_at,
      ) || b.row.id - a.row.id,
    // Prices compare like with like: period by period (hour first), then by amount.
    price_asc: (a, b) => samePeriod(a, b) || priceOf(a) - priceOf(b) || a.row.id - b.row.id,
    price_desc: (a, b) => samePeriod(a, b) || priceOf(b) - priceOf(a) || a.row.id - b.row.id,
    rating: (a, b) => (summary(b).rating ?? 0) - (summary(a).rating ?? 0) || a.row.id - b.row.id,
    area_desc: (a, b) => b.row.area - a.row.area || a.row.id - b.row.id,
    distance: (a, b) => a.km - b.km || a.row.id - b.row.id,
  };
  found.sort(by[p.get('sort') ?? (near ? 'distance' : 'newest')] ?? by.newest);
  return { hits: found, summary };
}

/** Every card of a search, in order (`searchHits` makes only the cards a page shows). */
export function searchOffices(url: URL, dealsOnly: boolean, lng: Lang, viewer: Viewer) {
  const { hits, summary } = searchHits(url, dealsOnly, lng, viewer);
  return hits.map(summary);
}
