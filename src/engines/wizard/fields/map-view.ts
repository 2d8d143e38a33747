// The outline map's camera, in the outline's projected units: a centre and a zoom factor
// (1 = the whole country). Pure, so zooming and panning are tested without a browser; the
// SVG only turns it into a viewBox.
import { kmAcross, MAP_HEIGHT, MAP_WIDTH } from './saudi-map-projection';

export interface MapView {
  cx: number;
  cy: number;
  z: number;
}

/** ~7 km across at the most: closer than that the country outline shows nothing more. */
export const MAX_ZOOM = 256;
export const FULL_VIEW: MapView = { cx: MAP_WIDTH / 2, cy: MAP_HEIGHT / 2, z: 1 };

/** How close a found place is shown: a city whole, a district or a landmark close up. */
export const ZOOM_FOR = { city: 24, district: 96, landmark: 160 } as const;

const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(1, z));

/** The centre stays where the view still covers the country (no panning into nowhere). */
function clampCentre(v: MapView): MapView {
  const hw = MAP_WIDTH / (2 * v.z);
  const hh = MAP_HEIGHT / (2 * v.z);
  return {
    z: v.z,
    cx: Math.min(MAP_WIDTH - hw, Math.max(hw, v.cx)),
    cy: Math.min(MAP_HEIGHT - hh, Math.max(hh, v.cy)),
  };
}

export function viewBox(v: MapView): [number, number, number, number] {
  const w = MAP_WIDTH / v.z;
  const h = MAP_HEIGHT / v.z;
  return [v.cx - w / 2, v.cy - h / 2, w, h];
}

/** Zoom by `factor`, keeping the point `at` (the pointer, the pin) where it is on screen. */
export function zoomAt(v: MapView, factor: number, at?: { x: number; y: number }): MapView {
  const z = clampZoom(v.z * factor);
  if (z === 1) return FULL_VIEW;
  const k = v.z / z;
  const fx = at?.x ?? v.cx;
  const fy = at?.y ?? v.cy;
  return clampCentre({ z, cx: fx + (v.cx - fx) * k, cy: fy + (v.cy - fy) * k });
}

/** Move the view by a distance in projected units (a drag of the map). */
export const panBy = (v: MapView, dx: number, dy: number): MapView =>
  clampCentre({ ...v, cx: v.cx + dx, cy: v.cy + dy });

/** Centre on a point at a zoom (a place found by the search). */
export const focusOn = (at: { x: number; y: number }, z: number): MapView =>
  clampCentre({ cx: at.x, cy: at.y, z: clampZoom(z) });

/** A round scale-bar length (1, 2 or 5 × 10ⁿ km) about a quarter of the view, and its share of the width. */
export function scaleBar(v: MapView): { km: number; share: number } {
  const across = kmAcross(MAP_WIDTH / v.z);
  const target = across / 4;
  const pow = 10 ** Math.floor(Math.log10(target));
  const km = [5, 2, 1].map((m) => m * pow).find((n) => n <= target) ?? pow;
  return { km, share: km / across };
}
