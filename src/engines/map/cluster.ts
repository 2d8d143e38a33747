// Price pins that would overlap on screen are drawn as one cluster with a count: on the
// offline outline a city's offices sit within a pixel of each other at country scale, and
// eight stacked labels read as none. Pure arithmetic in the outline's projected units, so
// it is tested without a DOM.
import type { MapBounds, MapPin } from './types';

export interface PinGroup {
  pins: MapPin[];
  /** Where the group is drawn (its first pin's projected point). */
  x: number;
  y: number;
}

/**
 * Greedy grouping: a pin joins the first group whose anchor its label box would overlap
 * (`width` × `height` in projected units), else starts its own. Order-stable, so the same
 * results always draw the same map.
 */
export function groupPins(
  pins: readonly MapPin[],
  project: (p: MapPin) => { x: number; y: number },
  width: number,
  height: number,
): PinGroup[] {
  const groups: PinGroup[] = [];
  for (const pin of pins) {
    const at = project(pin);
    const near = groups.find((g) => Math.abs(g.x - at.x) < width && Math.abs(g.y - at.y) < height);
    if (near) near.pins.push(pin);
    else groups.push({ pins: [pin], x: at.x, y: at.y });
  }
  return groups;
}

/** The area a group covers, with a margin so its edge pins are not on the map's edge. */
export function groupBounds(pins: readonly MapPin[], margin = 0.02): MapBounds {
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng);
  return {
    south: Math.min(...lats) - margin,
    west: Math.min(...lngs) - margin,
    north: Math.max(...lats) + margin,
    east: Math.max(...lngs) + margin,
  };
}
