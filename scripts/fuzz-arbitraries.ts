// fast-check arbitraries built from the contract's JSON Schemas (the subset the contract uses:
// $ref, allOf, oneOf/anyOf, enum, const, type arrays with null, string bounds, patterns and
// formats, number bounds, exclusive bounds and multipleOf, arrays, objects with required and
// optional properties). Arrays are capped at 3 items and strings at 40 characters: the point is
// shapes at the edges, not size. Lengths are counted in code points, as JSON Schema counts them
// (a grapheme such as an emoji with a modifier is several): every value it calls valid passes
// the project's own validator (tests/contract/fuzz-arbitraries.test.ts).
import fc from 'fast-check';
import { deref, type OpenApiDoc, type Schema } from './contract-schema.ts';

const MAX_ITEMS = 3;
const MAX_STRING = 40;

function merged(doc: OpenApiDoc, raw: Schema): Schema {
  // A chain of `$ref`s (`OfferInput` → `OfferFields`) is followed to the schema itself.
  let s = raw;
  for (let i = 0; i < 8 && typeof s.$ref === 'string'; i++)
    s = deref(doc, s as { $ref?: string }) as Schema;
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

/** Length as JSON Schema counts it: code points, not UTF-16 units or graphemes. */
const codePoints = (x: string) => [...x].length;

/** One code point: printable, no lone surrogate (they cannot travel in UTF-8 JSON). */
const codePoint = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x600, max: 0x6ff }) }, // Arabic
    { weight: 1, arbitrary: fc.integer({ min: 0xa0, max: 0x10ffff }) },
  )
  .filter((c) => c < 0xd800 || c > 0xdfff)
  .map((c) => String.fromCodePoint(c));

function stringArb(s: Schema): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = Math.min(
    (s.maxLength as number | undefined) ?? MAX_STRING,
    Math.max(min, MAX_STRING),
  );
  const fits = (x: string) =>
    codePoints(x) >= min && codePoints(x) <= ((s.maxLength as number) ?? Infinity);
  if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  switch (s.format) {
    case 'date':
      return dates.map(isoDate);
    case 'date-time':
      return dates.map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((x) => x.length <= max && x.length >= min);
    case 'uri':
      return fc.webUrl().filter(fits);
    case 'uuid':
      return fc.uuid();
  }
  return fc.string({ minLength: min, maxLength: max, unit: codePoint });
}

/** Decimal places of a step (0.01 → 2), to round k × step back onto the grid. */
const places = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * Numbers within the bounds, exclusive bounds (OpenAPI 3.1: `exclusiveMinimum: 0` is a number)
 * and `multipleOf`, checked the way ajv checks them (`x / step` is an integer).
 */
function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const num = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  const lo = num('exclusiveMinimum');
  const hi = num('exclusiveMaximum');
  let min = Math.max(num('minimum') ?? -1000, lo ?? -Infinity);
  let max = Math.min(num('maximum') ?? 100000, hi ?? Infinity);
  const step = num('multipleOf') ?? (integer ? 1 : undefined);
  const inside = (x: number) =>
    x >= min && x <= max && (lo === undefined || x > lo) && (hi === undefined || x < hi);
  if (step === undefined)
    return fc
      .double({
        min,
        max,
        minExcluded: lo !== undefined && min === lo,
        maxExcluded: hi !== undefined && max === hi,
        noNaN: true,
        noDefaultInfinity: true,
      })
      .filter(inside);
  if (lo !== undefined && min === lo) min = lo + (integer ? 1 : step);
  if (hi !== undefined && max === hi) max = hi - (integer ? 1 : step);
  const kMin = Math.ceil(min / step - 1e-9);
  const kMax = Math.floor(max / step + 1e-9);
  const digits = places(step);
  return fc
    .integer({ min: kMin, max: Math.max(kMin, kMax) })
    .map((k) => Number((k * step).toFixed(digits)))
    .filter((x) => inside(x) && Number.isInteger(x / step));
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
        return numberArb(s, true);
      case 'number':
        return numberArb(s, false);
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
