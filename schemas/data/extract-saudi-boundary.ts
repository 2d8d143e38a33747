// Regenerates saudi-arabia.json from the installed world-atlas package (Natural Earth 1:10m
// admin-0 countries, public domain; Saudi Arabia is id "682"):
// - `polygons`: the outline, simplified by Douglas-Peucker at ~55 m (far below the source's
//   own accuracy), for the point-in-polygon test and the wizard's map;
// - `coast`: the coastline only (arcs Saudi Arabia shares with no neighbour), simplified at
//   ~110 m and cut 6 km short of every land-border junction, for the tolerance at sea: Natural
//   Earth's coast predates reclaimed corniches (Dammam's seed office is 2.3 km "at sea"), so a
//   point that close to the coast counts as inside; land borders get no tolerance.
// Coordinates are integers of 1e-4 degree (~11 m), each ring/line delta-encoded (first point
// absolute), which keeps the file ~4x smaller than decimal pairs. Decoded by schemas/lib/geo.ts.
// Run: npx tsx schemas/data/extract-saudi-boundary.ts && npx prettier --write schemas/data/saudi-arabia.json
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import type { Position } from 'geojson';

type Pt = [number, number];
const SAUDI = '682';
const SCALE = 1e4;
const POLYGON_TOLERANCE = 0.0005; // degrees, ~55 m
const COAST_TOLERANCE = 0.001; // degrees, ~110 m
const JUNCTION_GAP_KM = 6;

// Read when the script runs, not imported: an import made the type checker infer a type for
// the whole 3.6 MB file, 14 s of a fresh clone's 30 s type check (traced 2026-11-28).
const WORLD = createRequire(import.meta.url).resolve('world-atlas/countries-10m.json');
const topology = JSON.parse(readFileSync(WORLD, 'utf8')) as Topology<{
  countries: GeometryCollection;
}>;
const countries = topology.objects.countries;
const saudiGeom = countries.geometries.find((g) => String(g.id) === SAUDI);
if (!saudiGeom) throw new Error('Saudi Arabia (682) not found');
const isSaudi = (g: GeometryObject) => String(g.id) === SAUDI;

/** Douglas-Peucker on lon/lat (a planar tolerance is fine at this scale). */
function simplify(line: Pt[], tol: number): Pt[] {
  if (line.length < 3) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = line[a];
    const [bx, by] = line[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1;
    let worst = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const d = Math.abs(dy * (line[i][0] - ax) - dx * (line[i][1] - ay)) / len;
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > tol) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

/** Integers of 1e-4 degree, delta-encoded: [x0, y0, dx1, dy1, ...]. */
function encode(line: Pt[]): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const [x, y] of line) {
    const ix = Math.round(x * SCALE);
    const iy = Math.round(y * SCALE);
    out.push(ix - px, iy - py);
    [px, py] = [ix, iy];
  }
  return out;
}

/** A closed ring is simplified as two open halves, split at its point farthest from the start. */
function simplifyRing(ring: Pt[], tol: number): Pt[] {
  let far = 1;
  for (let i = 1; i < ring.length; i++)
    if (
      Math.hypot(ring[i][0] - ring[0][0], ring[i][1] - ring[0][1]) >
      Math.hypot(ring[far][0] - ring[0][0], ring[far][1] - ring[0][1])
    )
      far = i;
  const a = simplify(ring.slice(0, far + 1), tol);
  const b = simplify(ring.slice(far), tol);
  return [...a, ...b.slice(1)];
}

const km = ([x1, y1]: Pt, [x2, y2]: Pt) =>
  Math.hypot((x2 - x1) * Math.cos((((y1 + y2) / 2) * Math.PI) / 180), y2 - y1) * 111.32;

const outline = feature(topology, saudiGeom as GeometryObject) as GeoJSON.Feature;
if (outline.geometry.type !== 'MultiPolygon') throw new Error('expected a MultiPolygon');
const polygons = outline.geometry.coordinates.map((poly: Position[][]) =>
  poly.map((ring: Position[]) => encode(simplifyRing(ring as Pt[], POLYGON_TOLERANCE))),
);

// Arcs used by Saudi Arabia alone are its coast; arcs it shares are land borders.
const coastLines = mesh(topology, countries, (a, b) => a === b && isSaudi(a)).coordinates;
const borders = mesh(topology, countries, (a, b) => a !== b && (isSaudi(a) || isSaudi(b)));
const junctions = borders.coordinates.flatMap((l) => [l[0], l[l.length - 1]] as Pt[]);
const nearJunction = (p: Pt) => junctions.some((j) => km(p, j) < JUNCTION_GAP_KM);

const coast: number[][] = [];
for (const line of coastLines) {
  let run: Pt[] = [];
  const flush = () => {
    if (run.length > 1) coast.push(encode(simplify(run, COAST_TOLERANCE)));
    run = [];
  };
  for (const p of line as Pt[]) {
    if (nearJunction(p)) flush();
    else run.push(p);
  }
  flush();
}

const out = {
  source: 'world-atlas@2.0.2 countries-10m.json (Natural Earth 1:10m), id 682',
  scale: SCALE,
  polygons,
  coast,
};
writeFileSync(
  fileURLToPath(new URL('./saudi-arabia.json', import.meta.url)),
  JSON.stringify(out) + '\n',
);
const points = (xs: number[][]) => xs.reduce((s, r) => s + r.length / 2, 0);
console.log(
  `wrote ${polygons.length} polygons (${points(polygons.flat())} points), ${coast.length} coast lines (${points(coast)} points)`,
);
