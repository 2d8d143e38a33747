// Values contract:probe sends: parameter examples, ids taken from list answers (never guessed
// when a list exists), and bodies that violate the contract on purpose (for the 422 check).
import { deref, type OpenApiDoc, type Schema } from './contract-schema.ts';

export function exampleOf(schema: Schema | undefined, doc: OpenApiDoc): unknown {
  const s = deref(doc, (schema ?? {}) as { $ref?: string }) as Schema;
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

/** The path with every `{param}` filled from earlier answers; `missing` names what was not. */
export function fillPath(
  path: string,
  bodies: Bodies,
  params: { name: string; in: string; schema?: Schema }[],
  doc: OpenApiDoc,
): { url: string; missing?: string; fromExample: string[] } {
  let url = path;
  const fromExample: string[] = [];
  for (const p of params.filter((x) => x.in === 'path')) {
    const prefix = path.slice(0, path.indexOf(`{${p.name}}`) - 1);
    const alt = ALTERNATIVES[prefix];
    let value: unknown;
    if (alt) value = alt.pick(bodies.get(alt.from));
    else {
      const items = itemsOf(bodies.get(prefix));
      const first = items?.[0];
      value = first?.id ?? first?.unit_id;
      // The list was fetched and is empty: nothing to read, and guessing would prove nothing.
      if (items && !items.length)
        return { url, missing: `${prefix} answered an empty list`, fromExample };
    }
    if (value === undefined) {
      value = exampleOf(p.schema, doc);
      if (value === undefined) return { url, missing: `no value for {${p.name}}`, fromExample };
      fromExample.push(p.name);
    }
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  return { url, fromExample };
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
  let s = deref(doc, (schema ?? {}) as { $ref?: string }) as Schema;
  const required = new Set<string>((s.required as string[]) ?? []);
  const props: Record<string, Schema> = { ...((s.properties as Record<string, Schema>) ?? {}) };
  for (const part of (s.allOf as Schema[]) ?? []) {
    const p = deref(doc, part as { $ref?: string }) as Schema;
    for (const r of (p.required as string[]) ?? []) required.add(r);
    Object.assign(props, p.properties ?? {});
  }
  if (required.size) return {};
  for (const [name, raw] of Object.entries(props)) {
    s = deref(doc, raw as { $ref?: string }) as Schema;
    const wrong = wrongTypeValue(s);
    if (wrong !== undefined) return { [name]: wrong };
  }
  return undefined;
}
