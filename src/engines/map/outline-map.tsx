// The offline map: Saudi Arabia's outline (the same data the location picker uses) zoomed to
// the pins, each a price label linking to its page. Used when no tile server is configured
// and while the tiled map's chunk loads, so the place is shown either way.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MAP_HEIGHT, MAP_WIDTH, outlinePath, project } from '../wizard/fields/saudi-map-projection';
import { labelDirection, type MapPin } from './types';

/** The view box around the pins, never tighter than ~9° so a single place keeps its context (coast, neighbours). */
export function pinsViewBox(pins: readonly MapPin[]): [number, number, number, number] {
  if (pins.length === 0) return [0, 0, MAP_WIDTH, MAP_HEIGHT];
  const pts = pins.map(project);
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const MIN = 180; // 9° of latitude at the outline's scale
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const w = Math.max(MIN, Math.max(...xs) - Math.min(...xs)) * 1.4;
  const h = Math.max(MIN * 0.6, Math.max(...ys) - Math.min(...ys)) * 1.4;
  return [cx - w / 2, cy - h / 2, w, h];
}

export function OutlineMap({
  pins,
  label,
  height,
}: {
  pins: readonly MapPin[];
  label: string;
  height: number | string;
}) {
  const d = useMemo(outlinePath, []);
  const [x, y, w, h] = pinsViewBox(pins);
  // Text and markers keep a constant size on screen whatever the zoom.
  const u = w / 500;
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
      {pins.map((p) => {
        const at = project(p);
        const body = p.label ? (
          <g transform={`translate(${at.x} ${at.y}) scale(${u})`}>
            <rect
              x={-8 - p.label.length * 4}
              y={-26}
              width={16 + p.label.length * 8}
              height={20}
              rx={10}
              fill="#fff"
              stroke="#1a4731"
              strokeWidth={1}
            />
            <text
              y={-12}
              textAnchor="middle"
              fontSize={12}
              fontWeight={700}
              fill="#1a202c"
              direction={labelDirection(p.label)}
            >
              {p.label}
            </text>
            <circle r={3} fill="#1a4731" />
          </g>
        ) : (
          <g transform={`translate(${at.x} ${at.y}) scale(${u})`}>
            <circle r={8} fill="#c53030" stroke="#fff" strokeWidth={2.5} />
          </g>
        );
        return (
          <g key={p.id} data-testid="map-pin">
            {p.title && <title>{p.title}</title>}
            {p.href ? (
              <RouterLink to={p.href} aria-label={p.title ?? p.label}>
                {body}
              </RouterLink>
            ) : (
              body
            )}
          </g>
        );
      })}
    </svg>
  );
}
