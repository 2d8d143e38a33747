// Valid request bodies for contract:probe's write chains, from the contract alone: the
// request's own `example` when it has one, else one built from the schemas' examples. Then made
// live for the backend under test: ids (`unit_ids`, `office_id`) taken from the lists the probe
// read, dates moved after today (keeping their order and gaps), and codes made unique to the
// run, so a rule the backend rightly enforces (a unit of someone else, a past date, a code
// already taken) does not refuse a body the contract accepts.
import { deref, type OpenApiDoc, type Schema } from './contract-schema.ts';
import { itemsOf, type Bodies } from './probe-values.ts';

/** Follows `$ref`s until a schema (`OfferInput` is a `$ref` to `OfferFields`). */
function resolve(doc: OpenApiDoc, schema: unknown): Schema {
  let s = (schema ?? {}) as Schema;
  for (let i = 0; i < 8 && typeof s.$ref === 'string'; i++)
    s = deref(doc, s as { $ref?: string }) as Schema;
  return s;
}

/** A value for a schema from its examples (and enums, defaults, minimum item counts). */
export function exampleValue(schema: Schema | undefined, doc: OpenApiDoc, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (depth > 12) return undefined;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((e) => e !== null);
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map((p) => exampleValue(p, doc, depth + 1));
    const objects = parts.filter((p) => p && typeof p === 'object' && !Array.isArray(p));
    // `allOf: [$ref: Date]` (a described scalar) is the scalar; objects are merged.
    if (!objects.length) return parts.find((p) => p !== undefined);
    return Object.assign({}, ...objects);
  }
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (branches?.length) return exampleValue(branches[0], doc, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      const value = exampleValue(prop, doc, depth + 1);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (type === 'array') {
    const item = exampleValue(s.items as Schema, doc, depth + 1);
    if (item === undefined) return [];
    // Distinct items where the schema asks for them (two example details are one detail).
    const count = Math.max(1, Number(s.minItems ?? 1));
    return Array.from({ length: count }, (_, i) =>
      i && typeof item === 'number'
        ? item + i
        : i && typeof item === 'string'
          ? `${item} ${i + 1}`
          : item,
    );
  }
  return undefined;
}

/** The JSON body an operation documents: its media type's example, else one from its schema. */
export function exampleBody(requestBody: unknown, doc: OpenApiDoc): unknown {
  const rb = deref(doc, (requestBody ?? {}) as { $ref?: string }) as {
    content?: Record<string, { schema?: Schema; example?: unknown }>;
  };
  const media = rb.content?.['application/json'];
  if (!media) return undefined;
  return structuredClone(media.example ?? exampleValue(media.schema, doc));
}

const DATE = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;
const DAY = 86_400_000;

function walk(node: unknown, visit: (key: string, value: unknown) => unknown): unknown {
  if (Array.isArray(node)) return node.map((v) => walk(v, visit));
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(visit(k, v), visit);
    return out;
  }
  return node;
}

/** The list an id field points to: `unit_ids` → `.../units` of the same account, else public. */
function idsFrom(key: string, opPath: string, bodies: Bodies): unknown[] | undefined {
  const name = key.replace(/_ids?$/, '');
  const plurals = [`${name}s`, `${name}es`, name.replace(/y$/, 'ies')];
  const area = /^\/apiBack\/v1\/[^/]+/.exec(opPath)?.[0] ?? '/apiBack/v1/user';
  for (const base of [area, '/apiBack/v1/public'])
    for (const plural of plurals) {
      const items = itemsOf(bodies.get(`${base}/${plural}`));
      const ids = items?.map((i) => i.id).filter((id) => id !== undefined);
      if (ids?.length) return ids;
    }
  return undefined;
}

/**
 * The body made live: ids from the lists read (`pick` chooses which item, so a second chain can
 * avoid the first one's), dates shifted so the earliest is `daysAhead` days from today, and
 * `code`-like fields suffixed with `stamp` (unique per run).
 */
export function liveBody(
  body: unknown,
  opts: { opPath: string; bodies: Bodies; stamp: string; daysAhead?: number; today?: Date },
): unknown {
  const dates: number[] = [];
  walk(body, (_k, v) => {
    const m = typeof v === 'string' ? DATE.exec(v) : null;
    if (m) dates.push(Date.parse(`${m[1]}T00:00:00Z`));
    return v;
  });
  const today = opts.today ?? new Date();
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const shift = dates.length ? start + (opts.daysAhead ?? 30) * DAY - Math.min(...dates) : 0;
  return walk(body, (key, value) => {
    if (/_ids?$/.test(key) && (typeof value === 'number' || Array.isArray(value))) {
      const ids = idsFrom(key, opts.opPath, opts.bodies);
      if (ids) return Array.isArray(value) ? ids.slice(0, Math.max(1, value.length)) : ids[0];
    }
    if (typeof value === 'string') {
      const m = DATE.exec(value);
      if (m && shift) {
        const day = new Date(Date.parse(`${m[1]}T00:00:00Z`) + shift).toISOString().slice(0, 10);
        return day + (m[2] ?? '');
      }
      if (key === 'code' && /^[A-Z0-9_-]+$/.test(value))
        return (value.slice(0, 4) + opts.stamp).toUpperCase().slice(0, 20);
    }
    return value;
  });
}

/** The body with one free-text field changed (what an update sends), and that field's name. */
export function changedBody(
  body: unknown,
  schema: Schema | undefined,
  doc: OpenApiDoc,
): { body: unknown; field?: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { body };
  const props = propertiesOf(schema, doc);
  for (const [key, raw] of Object.entries(props)) {
    const s = resolve(doc, raw);
    const value = (body as Record<string, unknown>)[key];
    if (s.type !== 'string' || s.pattern || s.format || s.enum || typeof value !== 'string')
      continue;
    const next = `${value} 2`;
    if (s.maxLength !== undefined && next.length > Number(s.maxLength)) continue;
    return { body: { ...body, [key]: next }, field: key };
  }
  return { body };
}

function propertiesOf(schema: Schema | undefined, doc: OpenApiDoc): Record<string, Schema> {
  const s = resolve(doc, schema);
  const props: Record<string, Schema> = { ...((s.properties as Record<string, Schema>) ?? {}) };
  for (const part of (s.allOf as Schema[]) ?? []) Object.assign(props, propertiesOf(part, doc));
  return props;
}
