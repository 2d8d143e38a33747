// contract:probe's engine. Reads first (lists before details, so every `{id}` comes from a real
// list answer), then, for every operation: 401 without a token, 403 with the other account's
// token, 422 for a body that violates the contract; and once: the app key is enforced.
// A check that cannot run is a `skip` with its reason, and a skip fails the run unless the
// caller names it: a probe that checked nothing must not pass.
import {
  createContractValidator,
  deref,
  type ContractValidator,
  listOperations,
  type OperationObject,
  type ParameterObject,
  type Schema,
} from './contract-schema.ts';
import { beyondDocumented, conform, documentedDoc } from './probe-conform.ts';
import {
  createCall,
  resolveAccounts,
  type Account,
  type AccountOptions,
  type Answer,
} from './probe-http.ts';
import { ALL_CHECKS, type CheckName, type ProbeRow } from './probe-report.ts';
import { runChain, writeChains } from './probe-writes.ts';
import {
  exampleOf,
  fillPath,
  invalidBody,
  itemsOf,
  sourcesOf,
  type Bodies,
} from './probe-values.ts';

export interface ProbeOptions {
  baseUrl: string;
  accounts?: Partial<Record<Account, AccountOptions>>;
  /** Log in with the documented demo accounts when no token or phone is given (default on). */
  demoLogin?: boolean;
  appKey?: string;
  only?: string;
  checks?: CheckName[];
  /** Operation ids, check names or `operationId:check` whose skips do not fail the run. */
  allowSkip?: string[];
  fetchImpl?: typeof fetch;
  /**
   * Known answers (`x-spec: known`) that use the spec's tolerance (a status not listed, a null)
   * fail instead of passing with a note.
   */
  strictKnown?: boolean;
  /** Also run the write chains (scripts/probe-writes.ts): they change the test accounts' data. */
  writes?: boolean;
}

const OTHER: Record<Account, Account> = { tenant: 'lessor', lessor: 'tenant' };
const PAGING = new Set(['page', 'per_page']);

// One validator per process: reading the contract and compiling its schemas costs ~2 s, and
// tests run the probe several times.
let shared: ContractValidator | undefined;
let documented: ContractValidator | undefined;

export async function probe(opts: ProbeOptions): Promise<ProbeRow[]> {
  const v = (shared ??= createContractValidator());
  const doc = v.doc;
  const checks = new Set(opts.checks ?? ALL_CHECKS);
  if (opts.writes) checks.add('writes');
  const call = createCall(
    opts.baseUrl,
    opts.appKey ?? 'maktabi-dev-app-key',
    opts.fetchImpl ?? fetch,
  );
  const { tokens, problems } = await resolveAccounts(
    call,
    opts.accounts ?? {},
    opts.demoLogin !== false,
  );
  const allowed = new Set(opts.allowSkip ?? []);
  const rows: ProbeRow[] = [];
  const bodies: Bodies = new Map();

  const ops = listOperations(doc).filter(
    (o) => !opts.only || o.path.includes(opts.only) || o.op.operationId === opts.only,
  );
  const reads = readOrder(ops.filter((o) => o.method === 'get'));
  const writes = ops.filter((o) => o.method !== 'get');

  function row(o: (typeof ops)[number], check: CheckName, answer?: Answer): ProbeRow {
    const r: ProbeRow = {
      operationId: o.op.operationId,
      method: o.method.toUpperCase(),
      path: o.path,
      check,
      status: answer?.status ?? '-',
      result: 'ok',
      note: '',
      ms: answer?.ms ?? 0,
    };
    rows.push(r);
    return r;
  }
  function skip(o: (typeof ops)[number], check: CheckName, why: string) {
    const r = row(o, check);
    const id = o.op.operationId;
    r.result =
      allowed.has(id) || allowed.has(check) || allowed.has(`${id}:${check}`)
        ? 'skip (allowed)'
        : 'skip';
    r.note = why;
  }
  function judge(
    o: (typeof ops)[number],
    check: CheckName,
    answer: Answer,
    expected: number[],
    extra: string[] = [],
  ) {
    const r = row(o, check, answer);
    const found = [...conform(v, o.op, answer, expected), ...extra];
    r.result = found.length ? 'FAIL' : 'ok';
    r.note = found.join('; ');
    if (found.length || o.op['x-spec'] !== 'known' || answer.status >= 300) return;
    // Strictness levels: the known calls are only as strict as the spec; the documented values
    // beyond that are a note, or a failure with --strict-known.
    documented ??= createContractValidator(documentedDoc(doc));
    const beyond = beyondDocumented(documented, o.op, answer);
    if (!beyond.length) return;
    r.result = opts.strictKnown ? 'FAIL' : 'ok';
    r.note = `${opts.strictKnown ? 'beyond the documented values' : 'tolerated (x-spec: known)'}: ${beyond.join('; ')}`;
  }
  const who = (o: (typeof ops)[number]) => (o.op as OperationObject)['x-account'] ?? 'public';
  const tokenFor = (o: (typeof ops)[number]) => {
    const w = who(o);
    return w === 'public' ? undefined : w === 'any' ? (tokens.tenant ?? tokens.lessor) : tokens[w];
  };
  const noToken = (o: (typeof ops)[number]) => {
    const w = who(o);
    return problems[w as Account] ?? problems.tenant ?? problems.lessor ?? `no ${w} token`;
  };

  async function safely(o: (typeof ops)[number], check: CheckName, run: () => Promise<void>) {
    try {
      await run();
    } catch (e) {
      const r = row(o, check);
      r.result = 'FAIL';
      r.note = `request failed: ${(e as Error).message}`;
      if (process.env.PROBE_DEBUG) console.error(e);
    }
  }

  for (const o of reads) {
    const token = tokenFor(o);
    const { url, missing, fromExample } = fillPath(o.path, bodies, o.params, doc);
    if (checks.has('shape'))
      await safely(o, 'shape', async () => {
        if (who(o) !== 'public' && !token) return skip(o, 'shape', noToken(o));
        if (missing) return skip(o, 'shape', missing);
        const query = requiredQuery(o.params, doc);
        const a = await call('GET', url, { token, query });
        if (a.status === 200) bodies.set(o.path, a.json);
        if (a.status === 404 && fromExample.length)
          return skip(
            o,
            'shape',
            `example ${fromExample.join(', ')} not found (no list to take an id from)`,
          );
        judge(o, 'shape', a, [200]);
      });
    if (missing || (who(o) !== 'public' && !token)) continue;
    const names = new Set(o.params.filter((p) => p.in === 'query').map((p) => p.name));
    if (checks.has('paging') && names.has('page'))
      await safely(o, 'paging', async () => {
        const query = requiredQuery(o.params, doc);
        query.set('page', '2');
        if (names.has('per_page')) query.set('per_page', '1');
        const a = await call('GET', url, { token, query });
        const first = (bodies.get(o.path) as { data?: { total?: unknown } } | undefined)?.data
          ?.total;
        const second = (a.json as { data?: { total?: unknown } } | undefined)?.data?.total;
        const extra =
          first !== undefined && second !== undefined && first !== second
            ? [`total ${String(second)} on page 2, ${String(first)} on page 1`]
            : [];
        const items = itemsOf(a.json);
        if (names.has('per_page') && items && items.length > 1)
          extra.push(`per_page=1 answered ${items.length} items`);
        judge(o, 'paging', a, [200], extra);
      });
    const filters = o.params.filter((p) => p.in === 'query' && !p.required && !PAGING.has(p.name));
    if (checks.has('filters') && filters.length)
      await safely(o, 'filters', async () => {
        const query = requiredQuery(o.params, doc);
        for (const p of filters) {
          const value = exampleOf(p.schema, doc);
          if (value !== undefined) query.set(p.name, String(value));
        }
        if (![...query.keys()].length) return;
        const a = await call('GET', url, { token, query });
        judge(o, 'filters', a, [200], a.status === 200 ? [] : [`with ${query.toString()}`]);
      });
    await authChecks(o, url, undefined);
  }

  for (const o of writes) {
    const { url, missing } = fillPath(o.path, bodies, o.params, doc);
    if (missing) {
      for (const check of ['no-token', 'other-account', 'invalid-body'] as const)
        if (checks.has(check) && applies(o, check)) skip(o, check, missing);
      continue;
    }
    await authChecks(o, url, {});
    if (checks.has('invalid-body') && applies(o, 'invalid-body'))
      await safely(o, 'invalid-body', async () => {
        const token = tokenFor(o);
        if (who(o) !== 'public' && !token) return skip(o, 'invalid-body', noToken(o));
        const bad = badRequest(o.op, doc)!;
        const a = await call(o.method.toUpperCase(), url, { token, ...bad });
        const declared = o.op.responses['422'] ? [422] : [400, 422];
        judge(
          o,
          'invalid-body',
          a,
          declared,
          a.status < 300 ? [`accepted ${JSON.stringify(bad.body ?? bad.form)}`] : [],
        );
      });
  }

  function applies(o: (typeof ops)[number], check: CheckName): boolean {
    if (check === 'no-token') return who(o) !== 'public';
    if (check === 'other-account') return who(o) === 'tenant' || who(o) === 'lessor';
    if (check === 'invalid-body') return badRequest(o.op, doc) !== undefined;
    return true;
  }

  async function authChecks(o: (typeof ops)[number], url: string, body: unknown) {
    const method = o.method.toUpperCase();
    if (checks.has('no-token') && applies(o, 'no-token'))
      await safely(o, 'no-token', async () => {
        judge(
          o,
          'no-token',
          await call(method, url, { body, query: requiredQuery(o.params, doc) }),
          [401],
        );
      });
    if (checks.has('other-account') && applies(o, 'other-account'))
      await safely(o, 'other-account', async () => {
        const other = tokens[OTHER[who(o) as Account]];
        if (!other)
          return skip(o, 'other-account', problems[OTHER[who(o) as Account]] ?? 'no other account');
        judge(
          o,
          'other-account',
          await call(method, url, { token: other, body, query: requiredQuery(o.params, doc) }),
          [403],
        );
      });
  }

  if (checks.has('writes')) await writeChecks();
  async function writeChecks() {
    const ids = new Set(ops.map((o) => o.op.operationId));
    const chains = writeChains(doc).filter((c) => ids.has(c.create.op.operationId));
    // The lists a body takes its ids from (`unit_ids` → /user/units), when --only skipped them.
    const areas = new Set(chains.map((c) => /^\/apiBack\/v1\/[^/]+\//.exec(c.create.path)?.[0]));
    for (const o of listOperations(doc)) {
      const area = /^\/apiBack\/v1\/[^/]+\//.exec(o.path)?.[0];
      if (o.method !== 'get' || o.path.includes('{') || bodies.has(o.path)) continue;
      if (!areas.has(area) && area !== '/apiBack/v1/public/') continue;
      if (who(o) !== 'public' && !tokenFor(o)) continue;
      const a = await call('GET', o.path, {
        token: tokenFor(o),
        query: requiredQuery(o.params, doc),
      });
      if (a.status === 200) bodies.set(o.path, a.json);
    }
    const stamp = Date.now().toString(36).slice(-5);
    for (const chain of chains)
      await safely(chain.create, 'writes', () =>
        runChain(chain, {
          doc,
          bodies,
          call,
          stamp,
          token: tokenFor,
          judge: (o, answer, expected, extra) => {
            judge(o, 'writes', answer, expected, extra);
            return rows[rows.length - 1];
          },
          skip: (o, why) => skip(o, 'writes', why),
        }),
      );
  }

  if (checks.has('app-key')) await appKeyCheck();
  async function appKeyCheck() {
    const target = listOperations(doc).find(
      (o) => o.method === 'get' && who(o) === 'public' && !o.path.includes('{'),
    );
    if (!target) return;
    for (const [label, key] of [
      ['a wrong', 'wrong-app-key'],
      ['no', null],
    ] as const) {
      await safely(target, 'app-key', async () => {
        const a = await call('GET', target.path, {
          appKey: key,
          query: requiredQuery(target.params, doc),
        });
        const r = row(target, 'app-key', a);
        r.result = a.status === 401 || a.status === 403 ? 'ok' : 'FAIL';
        r.note =
          r.result === 'ok'
            ? `${label} app key refused`
            : `${label} app key was accepted (status ${a.status}); expected 401 or 403`;
      });
    }
  }
  return rows;
}

/** GETs ordered so that every operation comes after the lists its ids are taken from. */
function readOrder<T extends { path: string }>(reads: T[]): T[] {
  const paths = new Set(reads.map((o) => o.path));
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
  return out;
}

function requiredQuery(params: ParameterObject[], doc: Parameters<typeof exampleOf>[1]) {
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query' && x.required)) {
    const value = exampleOf(p.schema, doc);
    if (value !== undefined) query.set(p.name, String(value));
  }
  return query;
}

/** The request the contract refuses, JSON or multipart; undefined when nothing is refusable. */
function badRequest(op: OperationObject, doc: Parameters<typeof exampleOf>[1]) {
  const rb = op.requestBody ? deref(doc, op.requestBody as { $ref?: string }) : undefined;
  const content =
    (rb as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
  if (content['application/json']) {
    const body = invalidBody(content['application/json'].schema, doc);
    return body === undefined ? undefined : { body };
  }
  if (content['multipart/form-data']) {
    const s = deref(
      doc,
      (content['multipart/form-data'].schema ?? {}) as { $ref?: string },
    ) as Schema;
    return (s.required as string[] | undefined)?.length ? { form: {} } : undefined;
  }
  return undefined;
}
