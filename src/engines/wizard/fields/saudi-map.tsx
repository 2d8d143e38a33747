// A tile-free map: Saudi Arabia's outline (Natural Earth 1:10m, pre-extracted by the
// domain into schemas/data, decoded by schemas/lib/geo) drawn as inline SVG. A click picks latitude/longitude; the
// typed inputs next to it are the keyboard path. Equirectangular with a cos(latitude)
// correction is accurate enough to pick a point at this scale.
import { useMemo, useRef } from 'react';
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

export function SaudiMap({
  value,
  onPick,
  label,
  invalid,
}: {
  value?: LatLng | null;
  onPick: (p: LatLng) => void;
  label: string;
  invalid?: boolean;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const d = useMemo(outlinePath, []);
  const marker =
    value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? project(value) : null;
  const onClick = (e: React.MouseEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    onPick(unproject(pt.x, pt.y));
  };
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${MAP_WIDTH.toFixed(0)} ${MAP_HEIGHT.toFixed(0)}`}
      role="img"
      aria-label={label}
      data-testid="saudi-map"
      onClick={onClick}
      style={{
        width: '100%',
        maxWidth: 560,
        cursor: 'crosshair',
        background: '#eef6f1',
        borderRadius: 12,
      }}
    >
      <path d={d} fill="#cfe8d8" stroke={invalid ? '#c53030' : '#2f855a'} strokeWidth={1.2} />
      {marker && (
        <g transform={`translate(${marker.x} ${marker.y})`}>
          <circle r={7} fill="#c53030" stroke="#fff" strokeWidth={2} />
        </g>
      )}
    </svg>
  );
}
