// Regenerates saudi-arabia.json: the Saudi Arabia boundary (id "682") taken from the
// installed world-atlas package (Natural Earth 1:50m admin-0 countries, public domain),
// converted from TopoJSON with topojson-client, coordinates rounded to 4 decimals (~11 m,
// far below the 1:50m source's own precision). Run: npx tsx schemas/data/extract-saudi-boundary.ts
// then npx prettier --write schemas/data/saudi-arabia.json (the repo keeps it formatted).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import world from 'world-atlas/countries-50m.json' with { type: 'json' };

type Position = number[];
const round = (p: Position) => p.map((v) => Math.round(v * 1e4) / 1e4);

const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries);
const saudi = countries.features.find((f) => String(f.id) === '682');
if (!saudi || saudi.geometry.type !== 'MultiPolygon')
  throw new Error('Saudi Arabia (682) not found');

const coordinates = saudi.geometry.coordinates.map((poly) => poly.map((ring) => ring.map(round)));
const out = {
  source: 'world-atlas@2.0.2 countries-50m.json (Natural Earth 1:50m), id 682',
  type: 'MultiPolygon',
  coordinates,
};
writeFileSync(
  fileURLToPath(new URL('./saudi-arabia.json', import.meta.url)),
  JSON.stringify(out) + '\n',
);
console.log(`wrote ${coordinates.length} polygons`);
