// The offline map: Saudi Arabia's outline (the same data the location picker uses) zoomed to
// the pins, or to the area searched, each pin a price label linking to its page; pins that
// would overlap become one cluster with a count, which searches its own area when the
// screen offers area search. Used when no tile server is configured and while the tiled
// map's chunk loads, so the place is shown either way.
import { useMemo } from 'react';
import { MAP_HEIGHT, MAP_WIDTH, outlinePath, project } from '../wizard/fields/saudi-map';
import { groupPins } from './cluster';
import { ClusterMark, PinMark } from './outline-pins';
import type { MapBounds, MapPin } from './types';

type Box = [number, number, number, number];

/** A box around projected points, never smaller than `min` so a place keeps its context. */
function boxAround(pts: { x: number; y: number }[], min: number, pad: number): Box {
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const w = Math.max(min, Math.max(...xs) - Math.min(...xs)) * pad;
  const h = Math.max(min * 0.6, Math.max(...ys) - Math.min(...ys)) * pad;
  return [cx - w / 2, cy - h / 2, w, h];
}

/** The view box around the pins, never tighter than ~9° so a single place keeps its context (coast, neighbours). */
export function pinsViewBox(pins: readonly MapPin[]): Box {
  if (pins.length === 0) return [0, 0, MAP_WIDTH, MAP_HEIGHT];
  return boxAround(pins.map(project), 180, 1.4); // 180 units: 9° of latitude
}

/** The view box of a searched area: the area itself (a city's districts, ~0.1° at least). */
export function areaViewBox(b: MapBounds): Box {
  const corners = [project({ lat: b.north, lng: b.west }), project({ lat: b.south, lng: b.east })];
  return boxAround(corners, 2, 1.1);
}

export function OutlineMap({
  pins,
  label,
  height,
  view,
  onArea,
  clusterName = (n) => String(n),
}: {
  pins: readonly MapPin[];
  label: string;
  height: number | string;
  /** Show this area (a searched one) rather than fit the pins. */
  view?: MapBounds;
  /** Search the area of a cluster the visitor picks. */
  onArea?: (b: MapBounds) => void;
  /** A cluster's accessible name for its count. */
  clusterName?: (count: number) => string;
}) {
  const d = useMemo(outlinePath, []);
  const [x, y, w, h] = view ? areaViewBox(view) : pinsViewBox(pins);
  // Text and markers keep a constant size on screen whatever the zoom.
  const u = w / 500;
  // A label is ~70 × 22 screen units: closer pins than that would draw on top of each other.
  const groups = useMemo(() => groupPins(pins, project, 72 * u, 24 * u), [pins, u]);
  return (
    <svg
      viewBox={`${x} ${y} ${w} ${h}`}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={label}
      data-testid="outline-map"
      style={{ width: '100%', height, background: '#e6f0f7', borderRadius: 12, display: 'block' }}
    >
      <path d={d} fill="#f4efe4" stroke="#2f855a" strokeWidth={1.2 * u} />
      {groups.map((g) =>
        g.pins.length === 1 ? (
          <PinMark key={g.pins[0]!.id} pin={g.pins[0]!} x={g.x} y={g.y} u={u} />
        ) : (
          <ClusterMark
            key={`c-${g.pins[0]!.id}`}
            group={g}
            u={u}
            name={clusterName(g.pins.length)}
            onArea={onArea}
          />
        ),
      )}
    </svg>
  );
}
