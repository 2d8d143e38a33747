// contract:probe --writes: create → read back → update → read back → delete → gone, on the
// operations the contract marks `x-safe-for-test-account: true` (they only touch the test
// account's own rows). A chain starts at a marked POST; its other steps are the operations its
// success answer `links` to (OpenAPI links, e.g. createUnit → getLessorUnit with
// `$response.body#/data/id`), or else the marked operations on `<create path>/{param}`. Every
// answer is checked against the contract, and the read-backs against what was sent.
import {
  deref,
  listOperations,
  type OpenApiDoc,
  type OperationObject,
  type ResponseObject,
  type Schema,
} from './contract-schema.ts';
import { changedBody, exampleBody, liveBody } from './probe-bodies.ts';
import type { Answer, Call } from './probe-http.ts';
import { fillPath, type Bodies } from './probe-values.ts';

export const SAFE_MARK = 'x-safe-for-test-account';

type Op = ReturnType<typeof listOperations>[number];

export interface ChainStep {
  op: Op;
  /** Path parameter → where its value comes from (`$response.body#/data/id`, `$request.body#/x`). */
  params: Record<string, string>;
}

export interface Chain {
  create: Op;
  read?: ChainStep;
  update?: ChainStep;
  remove?: ChainStep;
}

const safe = (o: Op) => (o.op as unknown as Record<string, unknown>)[SAFE_MARK] === true;

/** The write chains of the contract (one per marked create). */
export function writeChains(doc: OpenApiDoc): Chain[] {
  const ops = listOperations(doc);
  const byId = new Map(ops.map((o) => [o.op.operationId, o]));
  const chains: Chain[] = [];
  for (const create of ops.filter((o) => o.method === 'post' && safe(o))) {
    const chain: Chain = { create };
    for (const step of followers(create, ops, byId, doc)) {
      if (!safe(step.op)) continue;
      if (step.op.method === 'get') chain.read ??= step;
      else if (step.op.method === 'put' || step.op.method === 'patch') chain.update ??= step;
      else if (step.op.method === 'delete') chain.remove ??= step;
    }
    chains.push(chain);
  }
  return chains;
}

function followers(create: Op, ops: Op[], byId: Map<string, Op>, doc: OpenApiDoc): ChainStep[] {
  const responses = (create.op as OperationObject).responses;
  const success = responses['201'] ?? responses['200'];
  const links = success
    ? ((deref(doc, success as ResponseObject) as { links?: Record<string, unknown> }).links ?? {})
    : {};
  const linked = Object.values(links)
    .map((l) => l as { operationId?: string; parameters?: Record<string, string> })
    .filter((l) => l.operationId && byId.has(l.operationId))
    .map((l) => ({ op: byId.get(l.operationId!)!, params: l.parameters ?? {} }));
  if (linked.length) return linked;
  // By convention: the item path under the collection the create posts to.
  const item = new RegExp(`^${escape(create.path)}/\\{([^}]+)\\}$`);
  return ops
    .filter((o) => item.test(o.path))
    .map((o) => ({ op: o, params: { [item.exec(o.path)![1]]: '$response.body#/data/id' } }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Evaluates an OpenAPI runtime expression against the create's request and answer. */
export function evaluate(expression: string, request: unknown, response: unknown): unknown {
  const m = /^\$(request|response)\.body#(\/.*)?$/.exec(expression);
  if (!m) return undefined;
  let cur: unknown = m[1] === 'request' ? request : response;
  for (const part of (m[2] ?? '').split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    cur = (cur as Record<string, unknown> | undefined)?.[key];
  }
  return cur;
}

/** What a read-back disagrees with in what was sent (top-level scalars the answer carries). */
export function readBackDiff(sent: unknown, answer: unknown): string[] {
  const data = (answer as { data?: Record<string, unknown> } | undefined)?.data;
  if (!sent || typeof sent !== 'object' || !data || typeof data !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (value === null || typeof value === 'object' || !(key in data)) continue;
    // A text sent with its Arabic/English pair (`name` beside `name_ar`) reads back as the
    // pair's side in the request's language: the pair is what was stored, and is compared.
    if (`${key}_ar` in sent || `${key}_en` in sent) continue;
    if (data[key] !== value)
      out.push(`read back ${key}=${JSON.stringify(data[key])}, sent ${JSON.stringify(value)}`);
  }
  return out;
}

export interface ChainContext {
  doc: OpenApiDoc;
  bodies: Bodies;
  call: Call;
  token: (o: Op) => string | undefined;
  /** Judges an answer as the probe's `writes` check; returns the row to label. */
  judge: (o: Op, answer: Answer, expected: number[], extra?: string[]) => { note: string };
  skip: (o: Op, why: string) => void;
  stamp: string;
}

const declared = (o: Op, fallback: number[]) => {
  const codes = Object.keys((o.op as OperationObject).responses)
    .map(Number)
    .filter((c) => c >= 200 && c < 300);
  return codes.length ? codes : fallback;
};

/** For a refused write: what the backend said and what it was sent, to reproduce it. */
const refused = (a: Answer, body: unknown) =>
  a.status >= 300
    ? [`answered ${a.text.slice(0, 300)} to ${String(JSON.stringify(body)).slice(0, 300)}`]
    : [];

/** Runs one chain; every step is a `writes` row labelled with what it did. */
export async function runChain(chain: Chain, ctx: ChainContext): Promise<void> {
  const { create } = chain;
  const token = ctx.token(create);
  if ((create.op['x-account'] ?? 'public') !== 'public' && !token)
    return ctx.skip(create, 'no token for this account');
  const target = fillPath(create.path, ctx.bodies, create.params, ctx.doc);
  if (target.missing) return ctx.skip(create, target.missing);
  const sent = liveBody(exampleBody(create.op.requestBody, ctx.doc), {
    opPath: create.path,
    bodies: ctx.bodies,
    stamp: ctx.stamp,
  });
  const label = (row: { note: string }, what: string) => {
    row.note = row.note ? `${what}: ${row.note}` : what;
  };
  const created = await ctx.call('POST', target.url, { token, body: sent });
  label(ctx.judge(create, created, declared(create, [201, 200]), refused(created, sent)), 'create');
  if (created.status >= 300) return;

  const urlOf = (step: ChainStep) => {
    let path = step.op.path;
    for (const [name, expr] of Object.entries(step.params)) {
      const value = evaluate(expr, sent, created.json);
      if (value !== undefined) path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    return fillPath(path, ctx.bodies, step.op.params, ctx.doc);
  };
  const readBack = async (what: string, body: unknown, gone = false) => {
    if (!chain.read) return;
    const { url, missing } = urlOf(chain.read);
    if (missing) return ctx.skip(chain.read.op, `${what}: ${missing}`);
    const a = await ctx.call('GET', url, { token: ctx.token(chain.read.op) });
    const diff = gone || a.status !== 200 ? [] : readBackDiff(body, a.json);
    label(ctx.judge(chain.read.op, a, gone ? [404] : [200], diff), what);
  };
  await readBack('read back after create', sent);
  let removed = false;
  try {
    if (chain.update) {
      const schema = (
        deref(ctx.doc, (chain.update.op.op.requestBody ?? {}) as { $ref?: string }) as {
          content?: Record<string, { schema?: Schema }>;
        }
      ).content?.['application/json']?.schema;
      const { body, field } = changedBody(sent, schema, ctx.doc);
      const { url, missing } = urlOf(chain.update);
      if (missing) ctx.skip(chain.update.op, `update: ${missing}`);
      else {
        const method = chain.update.op.method.toUpperCase();
        const a = await ctx.call(method, url, { token: ctx.token(chain.update.op), body });
        const what = field ? `update (${field})` : 'update';
        label(
          ctx.judge(chain.update.op, a, declared(chain.update.op, [200]), refused(a, body)),
          what,
        );
        if (a.status < 300) await readBack('read back after update', body);
      }
    }
    if (chain.remove) {
      const { url, missing } = urlOf(chain.remove);
      if (missing) return ctx.skip(chain.remove.op, `delete: ${missing}`);
      const a = await ctx.call('DELETE', url, { token: ctx.token(chain.remove.op) });
      label(ctx.judge(chain.remove.op, a, declared(chain.remove.op, [200, 204])), 'delete');
      removed = a.status < 300;
      if (removed) await readBack('gone after delete (404)', undefined, true);
    }
  } finally {
    // A chain that broke half-way still removes what it created (best effort, unreported).
    if (chain.remove && !removed) {
      const { url, missing } = urlOf(chain.remove);
      if (!missing)
        await ctx.call('DELETE', url, { token: ctx.token(chain.remove.op) }).catch(() => {});
    }
  }
}
