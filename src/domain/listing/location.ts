// Where an office is, as each audience may see it. The public gets the point moved by the
// spec's 0.0005–0.00069 degrees (`blurLocation`), with an offset fixed per office: the same
// answer on every request, so averaging many answers reveals nothing. "Near me" measures
// distances to that public point.
import { isEarned } from '../reports/revenue';
import { blurLocation } from '../rules';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The public point of an office: its exact point moved by 0.0005–0.00069 degrees in latitude
 * and in longitude, the direction and size fixed by the office id and a backend secret.
 */
export function approximateLocation(officeId: number, exact: GeoPoint, secret = 0x5a17): GeoPoint {
  const p = blurLocation(exact, seededRandom(Math.imul(officeId, 0x9e3779b1) ^ secret));
  // 6 decimals (about 10 cm): no float noise in the answers.
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return { lat: r(p.lat), lng: r(p.lng) };
}

/** The radius of the circle a map draws around an approximate point, in metres. */
export const APPROXIMATE_RADIUS_M = 120;

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `lat,lng` (the search's `near`), or undefined when it is not two in-range numbers. */
export function parseNear(text: string | null | undefined): GeoPoint | undefined {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!m) return undefined;
  const [lat, lng] = [Number(m[1]), Number(m[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** The text form of a position, 4 decimals (about 11 m: enough to sort, not to track). */
export function formatNear(p: GeoPoint): string {
  const r = (v: number) => String(Math.round(v * 1e4) / 1e4);
  return `${r(p.lat)},${r(p.lng)}`;
}

/**
 * A confirmed reservation (accepted by the lessor and paid, through to its end): its tenant
 * sees the office's exact point and street. Pending, processing, cancelled and rejected ones
 * do not count.
 */
export function isConfirmedReservation(status: string): boolean {
  return isEarned(status);
}
