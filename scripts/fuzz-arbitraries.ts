// fast-check arbitraries built from the contract's JSON Schemas (the subset the contract uses:
// $ref, allOf, oneOf/anyOf, enum, const, type arrays with null, string bounds, patterns and
// formats, number bounds, arrays, objects with required and optional properties). Arrays are
// capped at 3 items and strings at 40 characters: the point is shapes at the edges, not size.
import fc from 'fast-check';
import { deref, type OpenApiDoc, type Schema } from './contract-schema.ts';

const MAX_ITEMS = 3;
const MAX_STRING = 40;

function merged(doc: OpenApiDoc, raw: Schema): Schema {
  const s = deref(doc, raw as { $ref?: string }) as Schema;
  if (!Array.isArray(s.allOf)) return s;
  const out: Schema = { ...s, allOf: undefined, properties: { ...(s.properties as object) } };
  const required = new Set<string>((s.required as string[]) ?? []);
  for (const part of s.allOf as Schema[]) {
    const p = merged(doc, part);
    Object.assign(out.properties as object, p.properties ?? {});
    for (const r of (p.required as string[]) ?? []) required.add(r);
    for (const [k, v] of Object.entries(p)) if (!(k in out)) out[k] = v;
  }
  out.required = [...required];
  out.type ??= 'object';
  return out;
}

function isoDate(d: Date) {
  return d.toISOString().slice(0, 10);
}
const dates = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function stringArb(s: Schema): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = Math.min(
    (s.maxLength as number | undefined) ?? MAX_STRING,
    Math.max(min, MAX_STRING),
  );
  if (typeof s.pattern === 'string')
    return fc
      .stringMatching(new RegExp(s.pattern))
      .filter((x) => x.length >= min && x.length <= ((s.maxLength as number) ?? Infinity));
  switch (s.format) {
    case 'date':
      return dates.map(isoDate);
    case 'date-time':
      return dates.map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((x) => x.length <= max);
    case 'uri':
      return fc.webUrl().filter((x) => x.length <= max || max < 12);
    case 'uuid':
      return fc.uuid();
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

/** An arbitrary of values the schema accepts. */
export function arbitraryOf(
  doc: OpenApiDoc,
  raw: Schema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!raw) return fc.constant(undefined);
  const s = merged(doc, raw);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alts = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (alts) return fc.oneof(...alts.map((a) => arbitraryOf(doc, a, depth + 1)));
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  const nullable = types.includes('null');
  const type = types.find((t) => t && t !== 'null') ?? (s.properties ? 'object' : undefined);
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringArb(s);
      case 'integer':
        return fc.integer({
          min: (s.minimum as number | undefined) ?? -1000,
          max: (s.maximum as number | undefined) ?? 100000,
        });
      case 'number':
        return fc.double({
          min: (s.minimum as number | undefined) ?? -1000,
          max: (s.maximum as number | undefined) ?? 100000,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const min = (s.minItems as number | undefined) ?? 0;
        const max = Math.max(
          min,
          Math.min((s.maxItems as number | undefined) ?? MAX_ITEMS, MAX_ITEMS),
        );
        return fc.array(arbitraryOf(doc, s.items as Schema, depth + 1), {
          minLength: min,
          maxLength: max,
        });
      }
      case 'object': {
        const props = (s.properties ?? {}) as Record<string, Schema>;
        if (depth > 6) return fc.constant({});
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(props)) model[k] = arbitraryOf(doc, v, depth + 1);
        const required = ((s.required as string[]) ?? []).filter((k) => k in props);
        return fc.record(model, { requiredKeys: required });
      }
      default:
        return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
    }
  })();
  return nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

/** One way to break a valid object body: drop a required property or give one a wrong type. */
export function invalidVariants(
  doc: OpenApiDoc,
  raw: Schema | undefined,
): fc.Arbitrary<{ body: unknown; why: string }> | undefined {
  if (!raw) return undefined;
  const s = merged(doc, raw);
  const required = (s.required as string[]) ?? [];
  const props = (s.properties ?? {}) as Record<string, Schema>;
  const valid = arbitraryOf(doc, raw);
  const wrong = Object.entries(props).filter(([, p]) => {
    const t = merged(doc, p).type;
    return typeof t === 'string' && ['string', 'integer', 'number', 'boolean', 'array'].includes(t);
  });
  if (!required.length && !wrong.length) return undefined;
  const WRONG: Record<string, unknown> = {
    string: 12345,
    integer: 'x',
    number: 'x',
    boolean: 'x',
    array: 'x',
  };
  const choices: fc.Arbitrary<{ body: unknown; why: string }>[] = [];
  if (required.length)
    choices.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([b, k]) => {
        const body = { ...(b as object) } as Record<string, unknown>;
        delete body[k];
        return { body, why: `required "${k}" missing` };
      }),
    );
  if (wrong.length)
    choices.push(
      fc.tuple(valid, fc.constantFrom(...wrong)).map(([b, [k, p]]) => ({
        body: { ...(b as object), [k]: WRONG[merged(doc, p).type as string] },
        why: `"${k}" of the wrong type`,
      })),
    );
  return fc.oneof(...choices);
}
