// "Location must be inside Saudi Arabia": a point-in-polygon test against the Natural Earth
// 1:10m outline, plus a small tolerance at sea: Natural Earth's coast predates the reclaimed
// corniches of Dammam, Khobar and Jeddah, so a real seafront address can sit up to ~2.5 km
// "in the water". Land borders get no tolerance (the coast lines stop 6 km short of them).
// The data is pre-extracted by schemas/data/extract-saudi-boundary.ts (~6 kB gzip): the 3.6 MB
// world file and topojson-client stay out of every bundle, and zod checks synchronously.
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Position } from 'geojson';
import boundary from '../data/saudi-arabia.json' with { type: 'json' };

export interface LatLng {
  lat: number;
  lng: number;
}

/** How far out to sea (km from Natural Earth's coast) a point still counts as inside. */
export const SEA_TOLERANCE_KM = 3;

/** Delta-encoded integers of 1/scale degree → [lng, lat] positions. */
function decode(line: number[]): Position[] {
  const out: Position[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < line.length; i += 2) {
    x += line[i];
    y += line[i + 1];
    out.push([x / boundary.scale, y / boundary.scale]);
  }
  return out;
}

/** The outline as GeoJSON coordinates (also drawn by the wizard's map). */
export const SAUDI_OUTLINE: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: boundary.polygons.map((poly) => poly.map(decode)),
};
const COAST = boundary.coast.map(decode);

/** Rough bounding box (with the sea tolerance), a fast reject before the polygon test. */
const BBOX = { minLng: 34.4, maxLng: 55.8, minLat: 16.2, maxLat: 32.3 };

/** Distance in km from a point to the nearest coast segment (local equirectangular). */
function kmToCoast({ lat, lng }: LatLng): number {
  const k = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const line of COAST) {
    for (let i = 1; i < line.length; i++) {
      const ax = (line[i - 1][0] - lng) * k;
      const ay = line[i - 1][1] - lat;
      const dx = (line[i][0] - lng) * k - ax;
      const dy = line[i][1] - lat - ay;
      const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  }
  return best * 111.32;
}

/** True when the point lies inside Saudi Arabia (or on its coast, within the sea tolerance). */
export function isInsideSaudiArabia({ lat, lng }: LatLng): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lng < BBOX.minLng || lng > BBOX.maxLng || lat < BBOX.minLat || lat > BBOX.maxLat)
    return false;
  return (
    booleanPointInPolygon([lng, lat], SAUDI_OUTLINE) || kmToCoast({ lat, lng }) <= SEA_TOLERANCE_KM
  );
}
