// Operation-level comparison for contract:diff: operations, parameters, request bodies,
// responses and their headers. Every finding is graded per operation. The deployed app calls
// the proposed operations (`x-stability-level: draft`) too, so a change that breaks them is
// breaking whatever the marker; `--known-only` narrows the verdict to the calls agreed with the
// backend team (`x-spec: known`) and grades the others as info. An operation is the same
// operation when its method and URL on the wire are: a renamed path parameter
// (`/items/{id}` → `/items/{itemId}`) is one info line, not a removal and an addition.
// Findings are then folded: one change to a shared component met through 40 operations is one
// line naming the 40 operations.
import {
  compareSchemas,
  escapePointer,
  resolve,
  type Direction,
  type Finding,
  type Level,
  type SchemaContext,
} from './contract-diff-schema.ts';

export type Severity = 'breaking' | 'warning' | 'info';
export interface ContractChange {
  id: string;
  severity: Severity;
  /** The rule's own level, before a draft operation downgrades it. */
  level: Level;
  direction: Direction | 'operation';
  pointer: string;
  text: string;
  operations: string[];
  /** Graded info only because --known-only leaves these operations out (not `x-spec: known`). */
  outsideKnown: boolean;
}

type Doc = { paths?: Record<string, Record<string, unknown>> };
type Op = Record<string, unknown> & {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The path as it goes on the wire: parameter names do not travel. */
const wirePath = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

function operations(doc: Doc) {
  const out = new Map<string, { path: string; method: string; op: Op; shared: unknown[] }>();
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS) {
      const op = item[method] as Op | undefined;
      if (op)
        out.set(`${method.toUpperCase()} ${wirePath(path)}`, {
          path,
          method,
          op,
          shared: (item.parameters as unknown[]) ?? [],
        });
    }
  return out;
}

const isKnown = (op: Op | undefined) => op?.['x-spec'] === 'known';
export type Found = { op: string; known: boolean; f: Finding };

/** Every finding of every operation, before folding. */
export function compareOperations(oldDoc: unknown, newDoc: unknown): Found[] {
  const out: Found[] = [];
  const before = operations(oldDoc as Doc);
  const after = operations(newDoc as Doc);
  for (const [wire, a] of before) {
    const b = after.get(wire);
    const key = `${a.method.toUpperCase()} ${a.path}`;
    const name = a.op.operationId ?? key;
    const known = isKnown(a.op);
    const opPtr = `#/paths/${escapePointer(a.path)}/${a.method}`;
    const push = (f: Finding) => out.push({ op: name, known, f });
    if (!b) {
      push({
        id: a.op.deprecated ? 'api-removed-after-deprecation' : 'api-removed-without-deprecation',
        level: a.op.deprecated ? 'warning' : 'error',
        direction: 'operation',
        pointer: opPtr,
        text: `${key} removed`,
      });
      continue;
    }
    const ctx: SchemaContext = { oldDoc, newDoc, emit: push, seen: new Set() };
    compareOperation(ctx, key, opPtr, a, b, push);
  }
  for (const [wire, b] of after)
    if (!before.has(wire)) {
      const key = `${b.method.toUpperCase()} ${b.path}`;
      out.push({
        op: b.op.operationId ?? key,
        known: isKnown(b.op),
        f: {
          id: 'endpoint-added',
          level: 'info',
          direction: 'operation',
          pointer: `#/paths/${escapePointer(b.path)}/${b.method}`,
          text: `${key} added`,
        },
      });
    }
  return out;
}

type Entry = ReturnType<typeof operations> extends Map<string, infer E> ? E : never;

function compareOperation(
  ctx: SchemaContext,
  key: string,
  opPtr: string,
  a: Entry,
  b: Entry,
  push: (f: Finding) => void,
) {
  const op = (id: string, level: Level, text: string, pointer = opPtr) =>
    push({ id, level, direction: 'operation', pointer, text });
  if (!a.op.deprecated && b.op.deprecated) op('endpoint-deprecated', 'info', `${key} deprecated`);
  if (a.path !== b.path)
    op('request-path-param-renamed', 'info', `${a.path} → ${b.path} (same URL on the wire)`);
  if (a.op.operationId && a.op.operationId !== b.op.operationId)
    op(
      'api-operation-id-removed',
      'error',
      `operationId ${a.op.operationId} → ${b.op.operationId}`,
    );
  // Who may call it (x-account): any change refuses some caller that was accepted before.
  if ((a.op['x-account'] ?? 'public') !== (b.op['x-account'] ?? 'public')) {
    const widened = b.op['x-account'] === 'public' || b.op['x-account'] === 'any';
    op(
      'api-security-changed',
      widened ? 'info' : 'error',
      `x-account ${String(a.op['x-account'])} → ${String(b.op['x-account'])}`,
    );
  }
  compareParameters(ctx, key, opPtr, a, b, op);
  compareBody(ctx, opPtr, a.op, b.op, op);
  compareResponses(ctx, opPtr, a.op, b.op, op);
}

type OpEmit = (id: string, level: Level, text: string, pointer?: string) => void;

/**
 * An operation's parameters by what travels: `query page`, `header X-Foo`, and path
 * parameters by position (`path #0`), whose names never leave the contract.
 */
function params(doc: unknown, e: Entry, opPtr: string) {
  const out = new Map<string, { p: Record<string, unknown>; ptr: string }>();
  const slots = [...e.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const add = (list: unknown[], base: string) =>
    list.forEach((raw, i) => {
      const { s: p, ptr } = resolve(doc, raw, `${base}/parameters/${i}`);
      const key =
        p.in === 'path' && slots.includes(String(p.name))
          ? `path #${slots.indexOf(String(p.name))}`
          : `${String(p.in)} ${String(p.name)}`;
      out.set(key, { p, ptr });
    });
  add(e.shared, opPtr.replace(/\/[a-z]+$/, ''));
  add(e.op.parameters ?? [], opPtr);
  return out;
}

function compareParameters(
  ctx: SchemaContext,
  key: string,
  opPtr: string,
  a: Entry,
  b: Entry,
  op: OpEmit,
) {
  const before = params(ctx.oldDoc, a, opPtr);
  const after = params(ctx.newDoc, b, `#/paths/${escapePointer(b.path)}/${b.method}`);
  const label = (p: Record<string, unknown>) => `${String(p.in)} ${String(p.name)}`;
  for (const [slot, { p, ptr }] of before) {
    const name = label(p);
    const next = after.get(slot);
    if (!next) {
      op('request-parameter-removed', 'warning', `${name} parameter removed`, ptr);
      continue;
    }
    if (!p.required && next.p.required)
      op(
        'request-parameter-became-required',
        'error',
        `${name} parameter became required`,
        next.ptr,
      );
    if (p.required && !next.p.required)
      op(
        'request-parameter-became-optional',
        'info',
        `${name} parameter became optional`,
        next.ptr,
      );
    compareSchemas(
      ctx,
      'request',
      'parameter',
      `${name} parameter`,
      p.schema,
      next.p.schema,
      `${next.ptr}/schema`,
    );
  }
  for (const [slot, { p, ptr }] of after)
    if (!before.has(slot))
      op(
        p.required ? 'new-required-request-parameter' : 'new-optional-request-parameter',
        p.required ? 'error' : 'info',
        `new ${p.required ? 'required' : 'optional'} ${label(p)} parameter on ${key}`,
        ptr,
      );
}

type Content = Record<string, { schema?: unknown }>;

function compareBody(ctx: SchemaContext, opPtr: string, a: Op, b: Op, op: OpEmit) {
  const ptr = `${opPtr}/requestBody`;
  const ra = a.requestBody ? resolve(ctx.oldDoc, a.requestBody, ptr) : undefined;
  const rb = b.requestBody ? resolve(ctx.newDoc, b.requestBody, ptr) : undefined;
  if (!rb) {
    if (ra) op('request-body-removed', 'warning', 'request body removed', ptr);
    return;
  }
  if (!ra) {
    op(
      rb.s.required ? 'added-required-request-body' : 'added-optional-request-body',
      rb.s.required ? 'error' : 'info',
      'request body added',
      rb.ptr,
    );
    return;
  }
  if (!ra.s.required && rb.s.required)
    op('request-body-became-required', 'error', 'request body became required', rb.ptr);
  const ca = (ra.s.content ?? {}) as Content;
  const cb = (rb.s.content ?? {}) as Content;
  for (const [type, media] of Object.entries(ca)) {
    const mptr = `${rb.ptr}/content/${escapePointer(type)}`;
    if (!cb[type])
      op('request-body-media-type-removed', 'error', `${type} no longer accepted`, mptr);
    else
      compareSchemas(
        ctx,
        'request',
        'body',
        'body',
        media.schema,
        cb[type].schema,
        `${mptr}/schema`,
      );
  }
}

function compareResponses(ctx: SchemaContext, opPtr: string, a: Op, b: Op, op: OpEmit) {
  for (const status of Object.keys(b.responses ?? {}))
    if (!a.responses?.[status])
      op(
        /^2/.test(status) ? 'response-success-status-added' : 'response-non-success-status-added',
        'info',
        `${status} response added`,
        `${opPtr}/responses/${status}`,
      );
  for (const [status, raw] of Object.entries(a.responses ?? {})) {
    const ptr = `${opPtr}/responses/${status}`;
    const success = /^2/.test(status);
    if (!b.responses?.[status]) {
      op(
        success ? 'response-success-status-removed' : 'response-non-success-status-removed',
        success ? 'error' : 'info',
        `${status} response removed`,
        ptr,
      );
      continue;
    }
    const ra = resolve(ctx.oldDoc, raw, ptr);
    const rb = resolve(ctx.newDoc, b.responses[status], ptr);
    compareHeaders(ctx, status, ra, rb, op);
    const ca = (ra.s.content ?? {}) as Content;
    const cb = (rb.s.content ?? {}) as Content;
    for (const [type, media] of Object.entries(ca)) {
      const mptr = `${rb.ptr}/content/${escapePointer(type)}`;
      if (!cb[type])
        op(
          'response-media-type-removed',
          success ? 'error' : 'info',
          `${status} ${type} removed`,
          mptr,
        );
      else
        compareSchemas(
          ctx,
          'response',
          'body',
          `${status} body`,
          media.schema,
          cb[type].schema,
          `${mptr}/schema`,
        );
    }
  }
}

type Resolved = { s: Record<string, unknown>; ptr: string };
type Header = { required?: boolean; schema?: unknown };

/**
 * Response headers. A client may read any header the contract documents (the app reads
 * `Retry-After` on a 429), so removing one breaks it, required or not, and so does a required
 * header becoming optional. A new header, required or not, is news to no client: info.
 */
function compareHeaders(
  ctx: SchemaContext,
  status: string,
  ra: Resolved,
  rb: Resolved,
  op: OpEmit,
) {
  const ha = (ra.s.headers ?? {}) as Record<string, unknown>;
  const hb = (rb.s.headers ?? {}) as Record<string, unknown>;
  const lower = (h: Record<string, unknown>) =>
    new Map(Object.entries(h).map(([k, v]) => [k.toLowerCase(), { name: k, raw: v }]));
  const before = lower(ha);
  const after = lower(hb);
  for (const [k, { name, raw }] of before) {
    const ptr = `${rb.ptr}/headers/${escapePointer(name)}`;
    const was = resolve(ctx.oldDoc, raw, ptr).s as Header;
    const next = after.get(k);
    if (!next) {
      op(
        was.required ? 'response-required-header-removed' : 'response-optional-header-removed',
        'error',
        `${status} header ${name} removed`,
        `${ra.ptr}/headers/${escapePointer(name)}`,
      );
      continue;
    }
    const nptr = `${rb.ptr}/headers/${escapePointer(next.name)}`;
    const now = resolve(ctx.newDoc, next.raw, nptr);
    if (was.required && !(now.s as Header).required)
      op(
        'response-header-became-optional',
        'error',
        `${status} header ${name} became optional`,
        now.ptr,
      );
    compareSchemas(
      ctx,
      'response',
      'header',
      `${name} header`,
      was.schema,
      (now.s as Header).schema,
      `${now.ptr}/schema`,
    );
  }
  for (const [k, { name, raw }] of after)
    if (!before.has(k)) {
      const ptr = `${rb.ptr}/headers/${escapePointer(name)}`;
      const h = resolve(ctx.newDoc, raw, ptr).s as Header;
      op(
        h.required ? 'response-required-header-added' : 'response-optional-header-added',
        'info',
        `${status} header ${name} added`,
        ptr,
      );
    }
}

const SEVERITY = (level: Level, outsideKnown: boolean): Severity =>
  outsideKnown ? 'info' : level === 'error' ? 'breaking' : level;

/**
 * Folds findings: same check, place, text and severity → one change listing its operations.
 * `knownOnly` grades the operations outside `x-spec: known` as info.
 */
export function foldChanges(
  findings: Found[],
  opts: { knownOnly?: boolean } = {},
): ContractChange[] {
  const folded = new Map<string, ContractChange>();
  for (const { op, known, f } of findings) {
    const outsideKnown = !!opts.knownOnly && !known;
    const severity = SEVERITY(f.level, outsideKnown);
    const k = [severity, f.id, f.direction, f.pointer, f.text].join('\u0000');
    const hit = folded.get(k);
    if (hit) {
      if (!hit.operations.includes(op)) hit.operations.push(op);
    } else folded.set(k, { ...f, severity, outsideKnown, operations: [op] });
  }
  const rank: Record<Severity, number> = { breaking: 0, warning: 1, info: 2 };
  return [...folded.values()].sort(
    (x, y) => rank[x.severity] - rank[y.severity] || x.pointer.localeCompare(y.pointer),
  );
}
