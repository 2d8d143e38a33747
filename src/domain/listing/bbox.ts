// "Search this area": the visible map area as a search filter, `min_lng,min_lat,max_lng,max_lat`
// (WGS84 degrees, the usual bbox order). Read by the listing (from the address bar and the
// map's bounds) and by the backend (the search filter): one reading of the text.

export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** The bbox a text names, or undefined when it is not four ordered in-range numbers. */
export function parseBbox(text: string | null | undefined): Bbox | undefined {
  if (!text) return undefined;
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => !/^\s*-?\d+(\.\d+)?\s*$/.test(p))) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number);
  const lngOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (![minLng, maxLng].every(lngOk) || ![minLat, maxLat].every(latOk)) return undefined;
  if (minLng >= maxLng || minLat >= maxLat) return undefined;
  return { minLng, minLat, maxLng, maxLat };
}

/** The text form, 5 decimals (about a metre): short enough for an address bar. */
export function formatBbox(b: Bbox): string {
  const r = (v: number) => String(Math.round(v * 1e5) / 1e5);
  return [b.minLng, b.minLat, b.maxLng, b.maxLat].map(r).join(',');
}

export function inBbox(b: Bbox, p: { lat: number; lng: number }): boolean {
  return p.lng >= b.minLng && p.lng <= b.maxLng && p.lat >= b.minLat && p.lat <= b.maxLat;
}
