// Schema comparison for contract:diff, in one direction at a time. The same change is graded
// differently by direction, because a request schema says what the server accepts and a
// response schema says what a client must handle: narrowing a `maximum` breaks senders
// (request) and is harmless to readers (response); adding an enum value is the reverse.
// Check ids and levels follow oasdiff's documented checks (`oasdiff checks`), so a backend team
// can look an id up there. Each finding carries the JSON pointer of the schema node that
// changed: after a `$ref` it is the component's pointer, which is what folds one shared change
// met through many operations into one line.
export type Level = 'error' | 'warning' | 'info';
export type Direction = 'request' | 'response';
export type Subject = 'body' | 'property' | 'parameter' | 'header';
type Schema = Record<string, unknown>;

export interface Finding {
  id: string;
  level: Level;
  direction: Direction | 'operation';
  pointer: string;
  text: string;
}

export interface SchemaContext {
  oldDoc: unknown;
  newDoc: unknown;
  emit: (f: Finding) => void;
  /** Pairs already compared in this operation (cycles, and a schema met twice). */
  seen: Set<string>;
}

export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function lookup(doc: unknown, ref: string): unknown {
  let cur = doc;
  for (const part of ref.replace(/^#\//, '').split('/'))
    cur = (cur as Record<string, unknown> | undefined)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  return cur;
}

/** Follows `$ref`s; the pointer becomes the target's, so shared components keep one address. */
export function resolve(doc: unknown, s: unknown, ptr: string): { s: Schema; ptr: string } {
  let node = (s ?? {}) as Schema;
  let at = ptr;
  for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops++) {
    at = node.$ref;
    node = (lookup(doc, node.$ref) ?? {}) as Schema;
  }
  return { s: node, ptr: at };
}

interface View {
  s: Schema;
  ptr: string;
  types: Set<string>;
  nullable: boolean;
  props: Map<string, { s: unknown; ptr: string }>;
  required: Set<string>;
  /** Alternatives other than `null` (oneOf/anyOf), compared by position. */
  alternatives: { s: unknown; ptr: string }[];
}

/** One comparable view of a schema: refs followed, allOf merged, the three null forms unified. */
function view(doc: unknown, raw: unknown, ptr0: string): View {
  const { s, ptr } = resolve(doc, raw, ptr0);
  const v: View = {
    s: { ...s },
    ptr,
    types: new Set(),
    nullable: s.nullable === true,
    props: new Map(),
    required: new Set((s.required as string[] | undefined) ?? []),
    alternatives: [],
  };
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  for (const t of types) {
    if (t === 'null') v.nullable = true;
    else v.types.add(t);
  }
  for (const kw of ['oneOf', 'anyOf'] as const) {
    (s[kw] as unknown[] | undefined)?.forEach((alt, i) => {
      const r = resolve(doc, alt, `${ptr}/${kw}/${i}`);
      if (r.s.type === 'null') v.nullable = true;
      else v.alternatives.push({ s: alt, ptr: `${ptr}/${kw}/${i}` });
    });
  }
  // `oneOf: [X, {type: null}]` is X made nullable: compare X itself.
  if (v.alternatives.length === 1 && !types.length && !s.properties) {
    const alt = v.alternatives[0];
    const inner = view(doc, alt.s, alt.ptr);
    // Keep the property's own address unless the alternative is a shared component.
    const at = (alt.s as Schema).$ref ? inner.ptr : ptr;
    return { ...inner, ptr: at, nullable: inner.nullable || v.nullable };
  }
  (s.allOf as unknown[] | undefined)?.forEach((part, i) => {
    const p = view(doc, part, `${ptr}/allOf/${i}`);
    for (const [k, val] of p.props) v.props.set(k, val);
    for (const r of p.required) v.required.add(r);
    for (const t of p.types) v.types.add(t);
    for (const [k, val] of Object.entries(p.s)) if (!(k in v.s)) v.s[k] = val;
  });
  for (const [k, val] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
    v.props.set(k, { s: val, ptr: `${ptr}/properties/${escapePointer(k)}` });
  if (!v.types.size && v.props.size) v.types.add('object');
  return v;
}

const covers = (set: Set<string>, t: string) =>
  set.has(t) || (t === 'integer' && set.has('number'));
const show = (x: unknown) => JSON.stringify(x);

// Bound keyword → the word oasdiff's check ids use for it.
const BOUNDS: Record<string, [word: string, isMax: boolean]> = {
  maximum: ['max', true],
  exclusiveMaximum: ['max', true],
  maxLength: ['max-length', true],
  maxItems: ['max-items', true],
  maxProperties: ['max-properties', true],
  minimum: ['min', false],
  exclusiveMinimum: ['min', false],
  minLength: ['min-length', false],
  minItems: ['min-items', false],
  minProperties: ['min-properties', false],
};

/**
 * Compares one schema pair. `subject` names what it is in oasdiff's ids: the body itself,
 * a property inside it, or a parameter. `label` is the human name ("body", "`data.total`").
 */
export function compareSchemas(
  ctx: SchemaContext,
  dir: Direction,
  subject: Subject,
  label: string,
  oldRaw: unknown,
  newRaw: unknown,
  ptr: string,
): void {
  const o = view(ctx.oldDoc, oldRaw, ptr);
  const n = view(ctx.newDoc, newRaw, ptr);
  const key = `${dir}|${o.ptr}|${n.ptr}`;
  if (ctx.seen.has(key)) return;
  ctx.seen.add(key);
  const at = n.ptr;
  const id = (rule: string) => `${dir}-${subject}-${rule}`;
  const emit = (rule: string, level: Level, text: string, pointer = at) =>
    // The pointer says where; the text says what, the same in every operation that meets it
    // (a body label like "data.data[].area" differs per operation and would defeat folding).
    ctx.emit({
      id: id(rule),
      level,
      direction: dir,
      pointer,
      text: subject === 'parameter' || subject === 'header' ? `${label}: ${text}` : text,
    });

  // Type: a request may accept more types, a response may send fewer.
  if (o.types.size && n.types.size) {
    const lost = [...o.types].filter((t) => !covers(n.types, t));
    const gained = [...n.types].filter((t) => !covers(o.types, t));
    if (lost.length || gained.length) {
      const breaks = dir === 'request' ? lost.length > 0 : gained.length > 0;
      emit(
        'type-changed',
        breaks ? 'error' : 'info',
        `type changed from ${[...o.types].join('|')} to ${[...n.types].join('|')}`,
      );
    }
  }
  if (o.nullable !== n.nullable) {
    const breaks = dir === 'response' ? n.nullable : !n.nullable;
    emit(
      n.nullable ? 'became-nullable' : 'became-not-nullable',
      breaks ? 'error' : 'info',
      n.nullable ? 'became nullable' : 'is no longer nullable',
    );
  }
  if (o.s.format !== n.s.format) {
    const added = o.s.format === undefined;
    const removed = n.s.format === undefined;
    const breaks = dir === 'request' ? !removed : !added;
    const rule = added ? 'format-added' : removed ? 'format-removed' : 'format-changed';
    emit(rule, breaks ? 'error' : 'info', `format ${show(o.s.format)} → ${show(n.s.format)}`);
  }
  compareEnums(o, n, dir, emit);
  for (const [kw, [word, isMax]] of Object.entries(BOUNDS)) {
    const a = o.s[kw] as number | undefined;
    const b = n.s[kw] as number | undefined;
    if (a === b) continue;
    // Narrowed: a lower max or higher min, or a bound where there was none.
    const narrowed = isMax
      ? b !== undefined && (a === undefined || b < a)
      : b !== undefined && (a === undefined || b > a);
    const breaks = dir === 'request' ? narrowed : !narrowed;
    const rule =
      a === undefined
        ? `${word}-set`
        : b === undefined
          ? `${word}-unset`
          : `${word}-${narrowed === isMax ? 'decreased' : 'increased'}`;
    emit(rule, breaks ? 'error' : 'info', `${kw} ${show(a)} → ${show(b)}`);
  }
  if (o.s.pattern !== n.s.pattern) {
    const rule =
      o.s.pattern === undefined
        ? 'pattern-added'
        : n.s.pattern === undefined
          ? 'pattern-removed'
          : 'pattern-changed';
    const level: Level =
      dir === 'request' ? (rule === 'pattern-removed' ? 'info' : 'warning') : 'info';
    emit(rule, level, `pattern ${show(o.s.pattern)} → ${show(n.s.pattern)}`);
  }
  compareProperties(ctx, dir, label, o, n);
  if (o.s.items || n.s.items)
    compareSchemas(ctx, dir, 'property', `${label}[]`, o.s.items, n.s.items, `${at}/items`);
  const ap = (x: View) =>
    typeof x.s.additionalProperties === 'object' ? x.s.additionalProperties : undefined;
  if (ap(o) && ap(n))
    compareSchemas(ctx, dir, 'property', `${label}{}`, ap(o), ap(n), `${at}/additionalProperties`);
  if (o.alternatives.length !== n.alternatives.length) {
    emit(
      'one-of-changed',
      'warning',
      `alternatives ${o.alternatives.length} → ${n.alternatives.length}`,
    );
  } else {
    o.alternatives.forEach((alt, i) =>
      compareSchemas(ctx, dir, subject, label, alt.s, n.alternatives[i].s, n.alternatives[i].ptr),
    );
  }
}

type Emit = (rule: string, level: Level, text: string, pointer?: string) => void;

function compareEnums(o: View, n: View, dir: Direction, emit: Emit) {
  const a = o.s.enum as unknown[] | undefined;
  const b = n.s.enum as unknown[] | undefined;
  if (!a && !b) return;
  if (!a || !b) {
    // An enum appearing restricts values (breaks senders); disappearing widens (breaks readers).
    const breaks = dir === 'request' ? !!b : !b;
    emit(
      b ? 'enum-added' : 'enum-removed',
      breaks ? 'error' : 'info',
      b ? 'now an enum' : 'no longer an enum',
    );
    return;
  }
  // x-extensible-enum: clients were told to expect new values (oasdiff honours it too).
  const extensible = n.s['x-extensible-enum'] === true;
  for (const v of a.filter((x) => !b.includes(x)))
    emit(
      'enum-value-removed',
      dir === 'request' ? 'error' : 'info',
      `enum value ${show(v)} removed`,
    );
  for (const v of b.filter((x) => !a.includes(x)))
    emit(
      'enum-value-added',
      dir === 'response' && !extensible ? 'error' : 'info',
      `enum value ${show(v)} added`,
    );
}

function compareProperties(ctx: SchemaContext, dir: Direction, label: string, o: View, n: View) {
  const child = (k: string) => (label === 'body' ? k : `${label}.${k}`);
  // A readOnly property never travels in a request, a writeOnly one never in a response.
  const hidden = (p: { s: unknown } | undefined, doc: unknown) => {
    const s = p ? resolve(doc, p.s, '').s : {};
    return dir === 'request' ? s.readOnly === true : s.writeOnly === true;
  };
  const propEmit = (id: string, level: Level, k: string, text: string, pointer: string) =>
    ctx.emit({ id, level, direction: dir, pointer, text: `${k}: ${text}` });
  for (const [k, op] of o.props) {
    if (hidden(op, ctx.oldDoc)) continue;
    const np = n.props.get(k);
    const wasReq = o.required.has(k);
    const isReq = n.required.has(k);
    if (!np) {
      if (dir === 'response')
        propEmit(
          wasReq ? 'response-required-property-removed' : 'response-optional-property-removed',
          wasReq ? 'error' : 'warning',
          k,
          `${wasReq ? 'required' : 'optional'} property removed`,
          op.ptr,
        );
      else propEmit('request-property-removed', 'warning', k, 'property removed', op.ptr);
      continue;
    }
    if (wasReq !== isReq) {
      const breaks = dir === 'request' ? isReq : !isReq;
      propEmit(
        `${dir}-property-${isReq ? 'became-required' : 'became-optional'}`,
        breaks ? 'error' : 'info',
        k,
        isReq ? 'became required' : 'became optional',
        `${n.ptr}/required`,
      );
    }
    compareSchemas(ctx, dir, 'property', child(k), op.s, np.s, np.ptr);
  }
  for (const [k, np] of n.props) {
    if (o.props.has(k) || hidden(np, ctx.newDoc)) continue;
    const isReq = n.required.has(k);
    if (dir === 'request')
      propEmit(
        isReq ? 'new-required-request-property' : 'new-optional-request-property',
        isReq ? 'error' : 'info',
        k,
        `new ${isReq ? 'required' : 'optional'} property`,
        np.ptr,
      );
    else
      propEmit(
        isReq ? 'response-required-property-added' : 'response-optional-property-added',
        'info',
        k,
        'property added',
        np.ptr,
      );
  }
}
