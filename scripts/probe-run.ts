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
import { acceptFor, badRequest, requiredQuery, validRequest } from './probe-requests.ts';
import { exampleOf, fillPath, itemsOf, readOrder, sourcesOf, type Bodies } from './probe-values.ts';

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
    (o) =>
      !opts.only ||
      opts.only.split(',').some((part) => o.path.includes(part) || o.op.operationId === part),
  );
  const reads = ops.filter((o) => o.method === 'get');
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

  // A value found in an answer fills a path parameter only if the parameter's schema takes it.
  const valid = (schema: Schema | undefined, x: unknown) =>
    !schema || v.compile(schema)(x) === true;
  await readSources();
  // With --only: the lists the chosen operations take their ids from are read first, unreported.
  async function readSources() {
    const chosen = new Set(reads.map((o) => o.path));
    const seen = new Set<string>();
    const want = (path: string): string[] =>
      sourcesOf(path).flatMap((src) => {
        if (seen.has(src) || src === path) return [];
        seen.add(src);
        return [...want(src), ...(chosen.has(src) ? [] : [src])];
      });
    const needed = new Set(ops.flatMap((o) => want(o.path)));
    const lists = readOrder(
      listOperations(doc).filter((o) => o.method === 'get' && needed.has(o.path)),
    );
    for (const o of lists) {
      const { url, missing } = fillPath(o.path, bodies, o.params, doc, valid);
      if (missing || (who(o) !== 'public' && !tokenFor(o))) continue;
      const a = await call('GET', url, { token: tokenFor(o), query: requiredQuery(o.params, doc) });
      if (a.status === 200) bodies.set(o.path, a.json);
    }
  }

  const unusable = new Set<string>();
  for (const o of readOrder(reads, new Set(bodies.keys()))) {
    const token = tokenFor(o);
    const accept = acceptFor(o.op, doc);
    const { url, missing, fromExample, others } = fillPath(o.path, bodies, o.params, doc, valid);
    if (checks.has('shape'))
      await safely(o, 'shape', async () => {
        if (who(o) !== 'public' && !token) return skip(o, 'shape', noToken(o));
        if (missing) return skip(o, 'shape', missing);
        const query = requiredQuery(o.params, doc);
        let a = await call('GET', url, { token, query, accept });
        // The first item may be refused for a documented reason (422: a booking that cannot
        // have a contract yet): the next items of the same list, then of its largest page,
        // are as legitimate a source.
        const refusedFirst = a.status;
        const refused = () => [404, 409, 422].includes(a.status) && !!o.op.responses[a.status];
        const tried = new Set([url]);
        const retry = async (urls: string[]) => {
          for (const next of urls.filter((u) => !tried.has(u)).slice(0, 25)) {
            if (!refused()) return;
            tried.add(next);
            a = await call('GET', next, { token, query, accept });
          }
        };
        await retry(others);
        if (refused()) await retry(await widerCandidates(o));
        if (a.status === 200) bodies.set(o.path, a.json);
        if (a.status === 404 && fromExample.length) {
          unusable.add(o.path);
          return skip(
            o,
            'shape',
            `example ${fromExample.join(', ')} not found (no list to take an id from)`,
          );
        }
        judge(o, 'shape', a, [200]);
        if (refusedFirst !== a.status && a.status === 200)
          rows[rows.length - 1].note =
            `the first item answered ${refusedFirst} (declared); a later one 200`;
      });
    if (missing || (who(o) !== 'public' && !token)) continue;
    // Paging and filters on an id that was not found would check the 404, not the call.
    const found = !unusable.has(o.path);
    const names = new Set(o.params.filter((p) => p.in === 'query').map((p) => p.name));
    if (checks.has('paging') && found && names.has('page'))
      await safely(o, 'paging', async () => {
        const query = requiredQuery(o.params, doc);
        query.set('page', '2');
        if (names.has('per_page')) query.set('per_page', '1');
        const a = await call('GET', url, { token, query, accept });
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
    if (checks.has('filters') && found && filters.length)
      await safely(o, 'filters', async () => {
        const query = requiredQuery(o.params, doc);
        for (const p of filters) {
          const value = exampleOf(p.schema, doc);
          if (value !== undefined) query.set(p.name, String(value));
        }
        if (![...query.keys()].length) return;
        const a = await call('GET', url, { token, query, accept });
        judge(o, 'filters', a, [200], a.status === 200 ? [] : [`with ${query.toString()}`]);
      });
    await authChecks(o, url);
  }

  for (const o of writes) {
    const { url, missing } = fillPath(o.path, bodies, o.params, doc, valid);
    if (missing) {
      for (const check of ['no-token', 'other-account', 'invalid-body'] as const)
        if (checks.has(check) && applies(o, check)) skip(o, check, missing);
      continue;
    }
    await authChecks(o, url);
    if (checks.has('invalid-body') && applies(o, 'invalid-body'))
      await safely(o, 'invalid-body', async () => {
        const token = tokenFor(o);
        if (who(o) !== 'public' && !token) return skip(o, 'invalid-body', noToken(o));
        const bad = badRequest(o.op, doc)!;
        const a = await call(o.method.toUpperCase(), url, {
          token,
          accept: acceptFor(o.op, doc),
          query: requiredQuery(o.params, doc),
          ...bad,
        });
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

  /** The path filled from the largest page of the list it takes its id from. */
  async function widerCandidates(o: (typeof ops)[number]): Promise<string[]> {
    const [source] = sourcesOf(o.path);
    const list = listOperations(doc).find((x) => x.method === 'get' && x.path === source);
    const perPage = list?.params.find((p) => p.in === 'query' && p.name === 'per_page');
    if (!list || !perPage) return [];
    const max = Number((deref(doc, perPage.schema ?? {}) as Schema).maximum ?? 100);
    const query = requiredQuery(list.params, doc);
    query.set('per_page', String(Math.min(max, 100)));
    const answer = await call('GET', source, { token: tokenFor(list), query });
    if (answer.status !== 200) return [];
    const wider = new Map(bodies).set(source, answer.json);
    const filled = fillPath(o.path, wider, o.params, doc, valid);
    return filled.missing ? [] : [filled.url, ...filled.others];
  }

  function applies(o: (typeof ops)[number], check: CheckName): boolean {
    if (check === 'no-token') return who(o) !== 'public';
    if (check === 'other-account') return who(o) === 'tenant' || who(o) === 'lessor';
    if (check === 'invalid-body') return badRequest(o.op, doc) !== undefined;
    return true;
  }

  async function authChecks(o: (typeof ops)[number], url: string) {
    const method = o.method.toUpperCase();
    // What the operation declares, so only the token can be the reason for a refusal.
    const sent = {
      ...validRequest(o.op, doc),
      accept: acceptFor(o.op, doc),
      query: requiredQuery(o.params, doc),
    };
    if (checks.has('no-token') && applies(o, 'no-token'))
      await safely(o, 'no-token', async () => {
        judge(o, 'no-token', await call(method, url, sent), [401]);
      });
    if (checks.has('other-account') && applies(o, 'other-account'))
      await safely(o, 'other-account', async () => {
        const other = tokens[OTHER[who(o) as Account]];
        if (!other)
          return skip(o, 'other-account', problems[OTHER[who(o) as Account]] ?? 'no other account');
        judge(o, 'other-account', await call(method, url, { ...sent, token: other }), [403]);
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
