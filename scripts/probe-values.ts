// Values contract:probe sends: parameter examples, ids taken from list answers (never guessed
// when a list exists), and bodies that violate the contract on purpose (for the 422 check).
import { deref, type OpenApiDoc, type Schema } from './contract-schema.ts';

/** Follows a chain of `$ref`s (`OfferInput` → `OfferFields`) to the schema itself. */
export function resolveSchema(doc: OpenApiDoc, schema: unknown): Schema {
  let s = (schema ?? {}) as Schema;
  for (let i = 0; i < 8 && typeof s.$ref === 'string'; i++)
    s = deref(doc, s as { $ref?: string }) as Schema;
  return s;
}

export function exampleOf(schema: Schema | undefined, doc: OpenApiDoc): unknown {
  const s = resolveSchema(doc, schema);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  return undefined;
}

/** The items of a list answer: `{ data: [...] }` or `{ data: { data: [...] } }` (paged). */
export function itemsOf(body: unknown): Record<string, unknown>[] | undefined {
  const data = (body as { data?: unknown } | undefined)?.data;
  const items = Array.isArray(data) ? data : (data as { data?: unknown } | undefined)?.data;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : undefined;
}

/**
 * Where an id for `{param}` comes from: the GET answer of the path before it (`/offices` for
 * `/offices/{id}`), or a declared alternative when that path is not a list of its own.
 */
const ALTERNATIVES: Record<string, { from: string; pick: (body: unknown) => unknown }> = {
  '/apiBack/v1/public/units': {
    from: '/apiBack/v1/public/offices/{id}',
    pick: (b) => (b as { data?: { units?: { id: unknown }[] } })?.data?.units?.[0]?.id,
  },
  '/apiBack/v1/user/calendar': {
    from: '/apiBack/v1/user/units',
    pick: (b) => itemsOf(b)?.[0]?.id,
  },
  // The feed token is the secret part of the lessor's private feed address.
  '/apiBack/v1/public/ical': {
    from: '/apiBack/v1/user/calendar/{unitId}/ical',
    pick: (b) =>
      /\/ical\/([^/]+)\/calendar\.ics/.exec(
        String((b as { data?: { url?: unknown } })?.data?.url),
      )?.[1],
  },
};

/** The GET paths whose answers `path` takes its ids from (to read those first). */
export function sourcesOf(path: string): string[] {
  return [...path.matchAll(/\{[^}]+\}/g)].map((m) => {
    const prefix = path.slice(0, (m.index ?? 0) - 1);
    return ALTERNATIVES[prefix]?.from ?? prefix;
  });
}

export type Bodies = Map<string, unknown>;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The value a list item gives `{name}`: its field of that name (`{month}` → `month`,
 * `{officeId}` → `officeId` or `office_id`), else its `id` for an id parameter.
 */
function fieldFor(item: Record<string, unknown> | undefined, name: string): unknown {
  if (!item) return undefined;
  const own = item[name] ?? item[snake(name)];
  if (own !== undefined && own !== null && typeof own !== 'object') return own;
  return name === 'id' || /Id$/.test(name) ? (item.id ?? item.unit_id) : undefined;
}

/** Every object in an answer, depth first (a detail's nested fields, a list's items). */
function* objectsIn(node: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 6 || !node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const x of node.slice(0, 20)) yield* objectsIn(x, depth + 1);
    return;
  }
  yield node as Record<string, unknown>;
  for (const v of Object.values(node)) yield* objectsIn(v, depth + 1);
}

/**
 * A value for `{name}` when no list answers at the path before it (`/contracts/verify/{code}`):
 * a field named `name` or `*_name` (`verification_code`) in the answers read so far, valid for
 * the parameter's schema; answers whose path shares more words with `path` first.
 */
function searchBodies(
  path: string,
  name: string,
  bodies: Bodies,
  valid: (x: unknown) => boolean,
): unknown {
  const words = new Set(path.split('/').filter((w) => w && !w.startsWith('{')));
  const ranked = [...bodies.entries()]
    .map(([p, body]) => ({ body, score: p.split('/').filter((w) => words.has(w)).length }))
    .sort((a, b) => b.score - a.score);
  const key = snake(name);
  for (const { body } of ranked)
    for (const obj of objectsIn(body))
      for (const [k, v] of Object.entries(obj))
        if ((k === key || k.endsWith(`_${key}`)) && typeof v !== 'object' && valid(v)) return v;
  return undefined;
}

/**
 * The path with every `{param}` filled from earlier answers; `missing` names what was not.
 * `others` are the same path filled from the next items of the same lists (at most 24), for a
 * read whose first item is refused for a documented reason (a booking that cannot have a
 * contract yet).
 */
export function fillPath(
  path: string,
  bodies: Bodies,
  params: { name: string; in: string; schema?: Schema }[],
  doc: OpenApiDoc,
  valid: (schema: Schema | undefined, value: unknown) => boolean = () => true,
): { url: string; missing?: string; fromExample: string[]; others: string[] } {
  let url = path;
  let others: string[] = [];
  const fromExample: string[] = [];
  for (const p of params.filter((x) => x.in === 'path')) {
    const prefix = path.slice(0, path.indexOf(`{${p.name}}`) - 1);
    const alt = ALTERNATIVES[prefix];
    let value: unknown;
    let more: unknown[] = [];
    if (alt) value = alt.pick(bodies.get(alt.from));
    else if (bodies.has(prefix)) {
      const items = itemsOf(bodies.get(prefix));
      // The list was fetched and is empty: nothing to read, and guessing would prove nothing.
      if (items && !items.length)
        return { url, missing: `${prefix} answered an empty list`, fromExample, others };
      const values = (items ?? []).map((i) => fieldFor(i, p.name)).filter((x) => x !== undefined);
      [value, ...more] = values;
    } else if (p.name !== 'id')
      value = searchBodies(path, p.name, bodies, (x) => valid(p.schema, x));
    if (value === undefined) {
      value = exampleOf(p.schema, doc);
      if (value === undefined)
        return { url, missing: `no value for {${p.name}}`, fromExample, others };
      fromExample.push(p.name);
    }
    const slot = `{${p.name}}`;
    const fill = (u: string, x: unknown) => u.replace(slot, encodeURIComponent(String(x)));
    others = more.length
      ? more.slice(0, 24).map((x) => fill(url, x))
      : others.map((u) => fill(u, value));
    url = fill(url, value);
  }
  return { url, fromExample, others };
}

function wrongTypeValue(s: Schema): unknown {
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'string') return 12345;
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (type === 'boolean') return 'not-a-boolean';
  if (type === 'array') return 'not-an-array';
  if (type === 'object') return 'not-an-object';
  return undefined;
}

/**
 * A body the contract refuses: without its required properties, or else with one property of
 * the wrong type. Undefined when the schema accepts anything we could send.
 */
export function invalidBody(schema: Schema | undefined, doc: OpenApiDoc): unknown {
  let s = resolveSchema(doc, schema);
  const required = new Set<string>((s.required as string[]) ?? []);
  const props: Record<string, Schema> = { ...((s.properties as Record<string, Schema>) ?? {}) };
  for (const part of (s.allOf as Schema[]) ?? []) {
    const p = resolveSchema(doc, part);
    for (const r of (p.required as string[]) ?? []) required.add(r);
    Object.assign(props, p.properties ?? {});
  }
  if (required.size) return {};
  for (const [name, raw] of Object.entries(props)) {
    s = resolveSchema(doc, raw);
    const wrong = wrongTypeValue(s);
    if (wrong !== undefined) return { [name]: wrong };
  }
  return undefined;
}

/**
 * GETs ordered so that every operation comes after the lists its ids are taken from; one whose
 * parameter no list gives (`/contracts/verify/{code}`) comes last, when every answer that may
 * carry the value (a contract's `verification_code`) has been read.
 */
export function readOrder<T extends { path: string }>(
  all: T[],
  available = new Set<string>(),
): T[] {
  const paths = new Set(all.map((o) => o.path));
  const orphan = (o: T) => sourcesOf(o.path).some((src) => !paths.has(src) && !available.has(src));
  const reads = all.filter((o) => !orphan(o));
  const done = new Set<string>();
  const out: T[] = [];
  let rest = reads;
  while (rest.length) {
    const ready = rest.filter((o) =>
      sourcesOf(o.path).every((s) => done.has(s) || !paths.has(s) || s === o.path),
    );
    // A cycle (none ready) cannot happen with real paths; take the rest as they are.
    const next = ready.length ? ready : rest;
    for (const o of next) {
      out.push(o);
      done.add(o.path);
    }
    rest = rest.filter((o) => !next.includes(o));
  }
  return [...out, ...all.filter(orphan)];
}
