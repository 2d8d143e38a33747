// Operation-level comparison for contract:diff: operations, parameters, request bodies,
// responses. Every finding is graded per operation, then downgraded when the operation is a
// proposal (`x-stability-level: draft` or `alpha`, as oasdiff does): changing a draft breaks
// no deployed client. Findings are then folded: one change to a shared component met through
// 40 operations is one line naming the 40 operations.
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
  draft: boolean;
}

type Doc = { paths?: Record<string, Record<string, unknown>> };
type Op = Record<string, unknown> & {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function operations(doc: Doc) {
  const out = new Map<string, { path: string; method: string; op: Op; shared: unknown[] }>();
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS) {
      const op = item[method] as Op | undefined;
      if (op)
        out.set(`${method.toUpperCase()} ${path}`, {
          path,
          method,
          op,
          shared: (item.parameters as unknown[]) ?? [],
        });
    }
  return out;
}

const isDraft = (op: Op | undefined) =>
  ['draft', 'alpha'].includes(String(op?.['x-stability-level'] ?? ''));

/** Every finding of every operation, before folding. */
export function compareOperations(
  oldDoc: unknown,
  newDoc: unknown,
): { op: string; draft: boolean; f: Finding }[] {
  const out: { op: string; draft: boolean; f: Finding }[] = [];
  const before = operations(oldDoc as Doc);
  const after = operations(newDoc as Doc);
  for (const [key, a] of before) {
    const b = after.get(key);
    const name = a.op.operationId ?? key;
    const draft = isDraft(a.op);
    const opPtr = `#/paths/${escapePointer(a.path)}/${a.method}`;
    const push = (f: Finding) => out.push({ op: name, draft, f });
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
  for (const [key, b] of after)
    if (!before.has(key))
      out.push({
        op: b.op.operationId ?? key,
        draft: isDraft(b.op),
        f: {
          id: 'endpoint-added',
          level: 'info',
          direction: 'operation',
          pointer: `#/paths/${escapePointer(b.path)}/${b.method}`,
          text: `${key} added`,
        },
      });
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

function params(doc: unknown, e: Entry, opPtr: string) {
  const out = new Map<string, { p: Record<string, unknown>; ptr: string }>();
  const add = (list: unknown[], base: string) =>
    list.forEach((raw, i) => {
      const { s: p, ptr } = resolve(doc, raw, `${base}/parameters/${i}`);
      out.set(`${String(p.in)} ${String(p.name)}`, { p, ptr });
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
  const after = params(ctx.newDoc, b, opPtr);
  for (const [name, { p, ptr }] of before) {
    const next = after.get(name);
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
  for (const [name, { p, ptr }] of after)
    if (!before.has(name))
      op(
        p.required ? 'new-required-request-parameter' : 'new-optional-request-parameter',
        p.required ? 'error' : 'info',
        `new ${p.required ? 'required' : 'optional'} ${name} parameter on ${key}`,
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

const SEVERITY = (level: Level, draft: boolean): Severity =>
  draft ? 'info' : level === 'error' ? 'breaking' : level;

/** Folds findings: same check, place, text and severity → one change listing its operations. */
export function foldChanges(
  findings: { op: string; draft: boolean; f: Finding }[],
  opts: { draftBreaks?: boolean } = {},
): ContractChange[] {
  const folded = new Map<string, ContractChange>();
  for (const { op, draft: isDraftOp, f } of findings) {
    const draft = isDraftOp && !opts.draftBreaks;
    const severity = SEVERITY(f.level, draft);
    const k = [severity, f.id, f.direction, f.pointer, f.text].join('\u0000');
    const hit = folded.get(k);
    if (hit) {
      if (!hit.operations.includes(op)) hit.operations.push(op);
    } else folded.set(k, { ...f, severity, draft, operations: [op] });
  }
  const rank: Record<Severity, number> = { breaking: 0, warning: 1, info: 2 };
  return [...folded.values()].sort(
    (x, y) => rank[x.severity] - rank[y.severity] || x.pointer.localeCompare(y.pointer),
  );
}
