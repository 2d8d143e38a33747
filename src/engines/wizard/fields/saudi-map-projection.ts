// The tile-free map's projection: Saudi Arabia's outline (Natural Earth 1:10m, pre-extracted
// into schemas/data, decoded by schemas/lib/geo) as SVG coordinates, shared by the wizard's
// picker and the map engine's offline map. Equirectangular with a cos(latitude) correction is
// accurate enough to pick a point at this scale.
import { SAUDI_OUTLINE } from '@schemas/lib/geo';

export interface LatLng {
  lat: number;
  lng: number;
}

const BOX = { minLng: 34.4, maxLng: 55.8, minLat: 16.2, maxLat: 32.3 };
const K = Math.cos((24 * Math.PI) / 180);
const SCALE = 20;
export const MAP_WIDTH = (BOX.maxLng - BOX.minLng) * K * SCALE;
export const MAP_HEIGHT = (BOX.maxLat - BOX.minLat) * SCALE;
/** Kilometres across a width in projected units (one unit of x is the same ground as of y). */
export const kmAcross = (width: number) => (width / SCALE) * 111.32;

export const project = ({ lat, lng }: LatLng) => ({
  x: (lng - BOX.minLng) * K * SCALE,
  y: (BOX.maxLat - lat) * SCALE,
});
export const unproject = (x: number, y: number): LatLng => ({
  lat: Math.round((BOX.maxLat - y / SCALE) * 1e5) / 1e5,
  lng: Math.round((BOX.minLng + x / (K * SCALE)) * 1e5) / 1e5,
});

/** The country's outline as one SVG path in the projection above (shared with the map engine). */
export function outlinePath(): string {
  return SAUDI_OUTLINE.coordinates
    .map((poly) =>
      poly
        .map(
          (ring) =>
            ring
              .map(([lng, lat], i) => {
                const p = project({ lat, lng });
                return `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
              })
              .join('') + 'Z',
        )
        .join(''),
    )
    .join('');
}
