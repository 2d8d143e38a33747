// "Location must be inside Saudi Arabia": a real point-in-polygon test against the
// Natural Earth 1:50m boundary (pre-extracted by schemas/data/extract-saudi-boundary.ts
// from the world-atlas package; ~8 kB raw / ~3 kB gzip). Pre-extracting keeps the 750 kB
// world file and topojson-client out of every bundle and lets zod check synchronously;
// the small file only ships with the chunks that import the office schema.
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon } from 'geojson';
import boundary from '../data/saudi-arabia.json' with { type: 'json' };

export interface LatLng {
  lat: number;
  lng: number;
}

const saudiArabia: MultiPolygon = { type: 'MultiPolygon', coordinates: boundary.coordinates };

/** Rough bounding box, a fast reject before the polygon test. */
const BBOX = { minLng: 34.4, maxLng: 55.7, minLat: 16.3, maxLat: 32.2 };

/** True when the point lies inside (or on the border of) Saudi Arabia. */
export function isInsideSaudiArabia({ lat, lng }: LatLng): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lng < BBOX.minLng || lng > BBOX.maxLng || lat < BBOX.minLat || lat > BBOX.maxLat)
    return false;
  return booleanPointInPolygon([lng, lat], saudiArabia);
}
