// `npm run contract:fuzz -- --base-url <url> [--runs 5] [--seed N] [--only <path part|operationId>]
//    [--exclude id,...] [--app-key K] [--tenant-token T] [--lessor-token L]
//    [--allow-status operationId:status,...] [--report-json F]`
// A Schemathesis-style conformance run: fast-check generates requests from the contract's
// schemas (scripts/fuzz-arbitraries.ts) and sends them to a backend. For every operation with
// query parameters or a JSON body it checks, over --runs cases each:
// - valid requests: no 5xx, a declared status, a body valid against the contract for it; a
//   valid body must be taken (2xx), or refused only with a business status the run names for
//   that operation (`--allow-status createReservation:422`), so a backend that refuses every
//   body fails; array query parameters travel as the contract says (`explode: true`: repeated);
// - invalid bodies (a required field dropped, a field of the wrong type): refused with 4xx;
// - the create → get link: a 201 `data.id` from `POST /x` reads back from `GET /x/{id}`.
// It WRITES (valid random bodies create rows): point it at a test backend, never production.
// `completeProfile` is left out by default: it rewrites the account the run logs in with.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import {
  createContractValidator,
  deref,
  listOperations,
  type ContractValidator,
  type OperationObject,
  type Schema,
} from './contract-schema.ts';
import { arbitraryOf, invalidVariants } from './fuzz-arbitraries.ts';
import { conform } from './probe-conform.ts';
import { createCall, resolveAccounts, type Account, type Call } from './probe-http.ts';
import { fillPath, sourcesOf, type Bodies } from './probe-values.ts';

export interface FuzzOptions {
  baseUrl: string;
  runs?: number;
  seed?: number;
  only?: string;
  exclude?: string[];
  appKey?: string;
  tokens?: Partial<Record<Account, string>>;
  fetchImpl?: typeof fetch;
  /**
   * Business refusals a valid body may get, per operationId (a random unit id the account does
   * not own: 404; dates a rule refuses: 422). Each must be declared by the operation.
   */
  allowStatus?: Record<string, number[]>;
}
export interface FuzzRow {
  operationId: string;
  kind: 'query' | 'valid-body' | 'invalid-body' | 'link';
  runs: number;
  result: 'ok' | 'FAIL';
  note: string;
}

let shared: ContractValidator | undefined;

export async function fuzz(opts: FuzzOptions): Promise<FuzzRow[]> {
  const v = (shared ??= createContractValidator());
  const doc = v.doc;
  const runs = opts.runs ?? 5;
  const seed = opts.seed ?? 20261124;
  const call = createCall(
    opts.baseUrl,
    opts.appKey ?? 'maktabi-dev-app-key',
    opts.fetchImpl ?? fetch,
  );
  const given = Object.fromEntries(
    Object.entries(opts.tokens ?? {}).map(([k, t]) => [k, { token: t }]),
  );
  const { tokens } = await resolveAccounts(call, given, true);
  const exclude = new Set(opts.exclude ?? ['completeProfile']);
  const all = listOperations(doc).filter((o) => !exclude.has(o.op.operationId));
  const ops = all.filter(
    (o) => !opts.only || o.path.includes(opts.only) || o.op.operationId === opts.only,
  );
  const tokenFor = (op: OperationObject) => {
    const w = op['x-account'] ?? 'public';
    return w === 'public' ? undefined : w === 'any' ? tokens.tenant : tokens[w as Account];
  };

  // Real ids first: the lists the chosen operations take their ids from (and theirs), read once.
  const needed = new Set<string>();
  const want = (path: string) =>
    sourcesOf(path).forEach((src) => {
      if (needed.has(src)) return;
      needed.add(src);
      want(src);
    });
  ops.forEach((o) => want(o.path));
  const bodies: Bodies = new Map();
  const gets = all
    .filter((o) => o.method === 'get' && needed.has(o.path))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  for (const o of gets) {
    const { url, missing } = fillPath(o.path, bodies, o.params, doc);
    if (missing) continue;
    const a = await call('GET', url, { token: tokenFor(o.op) });
    if (a.status === 200) bodies.set(o.path, a.json);
  }

  const rows: FuzzRow[] = [];
  for (const o of ops) {
    const { url, missing } = fillPath(o.path, bodies, o.params, doc);
    if (missing) continue;
    const token = tokenFor(o.op);
    const method = o.method.toUpperCase();
    const query = o.params.filter((p) => p.in === 'query');
    const json = jsonBody(o.op, doc);
    const check = async (
      kind: FuzzRow['kind'],
      arb: fc.Arbitrary<unknown>,
      run: (x: never) => Promise<string[]>,
    ) => {
      const out = await fc.check(
        fc.asyncProperty(arb, async (x) => {
          const problems = await run(x as never);
          if (problems.length) throw new Error(problems.join('; '));
        }),
        { numRuns: runs, seed, endOnFailure: true },
      );
      const cx = out.counterexample ? JSON.stringify(out.counterexample[0]).slice(0, 200) : '';
      const error =
        out.errorInstance instanceof Error
          ? out.errorInstance.message
          : String(out.errorInstance ?? '');
      rows.push({
        operationId: o.op.operationId,
        kind,
        runs: out.numRuns,
        result: out.failed ? 'FAIL' : 'ok',
        note: out.failed ? `${error} · with ${cx}` : '',
      });
    };

    if (query.length && method === 'GET') {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const p of query) model[p.name] = arbitraryOf(doc, p.schema as Schema);
      const requiredKeys = query.filter((p) => p.required).map((p) => p.name);
      await check(
        'query',
        fc.record(model, { requiredKeys }),
        async (q: Record<string, unknown>) => {
          const qs = new URLSearchParams();
          for (const [k, val] of Object.entries(q)) {
            if (val === undefined || val === null) continue;
            // Form style (the default for query): arrays repeat the name unless explode: false.
            const p = query.find((x) => x.name === k) as { explode?: boolean } | undefined;
            if (Array.isArray(val) && p?.explode !== false)
              for (const item of val) qs.append(k, String(item));
            else qs.set(k, Array.isArray(val) ? val.join(',') : String(val));
          }
          const a = await call(method, url, { token, query: qs });
          return answerProblems(v, o.op, a.status, a);
        },
      );
    }
    if (!json) continue;
    await check('valid-body', arbitraryOf(doc, json), async (body: unknown) => {
      const a = await call(method, url, { token, body });
      const problems = answerProblems(v, o.op, a.status, a);
      const allowed = opts.allowStatus?.[o.op.operationId] ?? [];
      if (a.status >= 300 && a.status < 500 && !allowed.includes(a.status))
        problems.unshift(
          `a valid body was refused with ${a.status}${a.json && typeof a.json === 'object' ? ` ${JSON.stringify(a.json).slice(0, 160)}` : ''}` +
            ` (a business refusal? name it: --allow-status ${o.op.operationId}:${a.status})`,
        );
      if (!problems.length && method === 'POST' && a.status === 201)
        problems.push(...(await link(call, o.path, all, a.json, token)));
      return problems;
    });
    const invalid = invalidVariants(doc, json);
    if (invalid)
      await check(
        'invalid-body',
        invalid,
        async ({ body, why }: { body: unknown; why: string }) => {
          const a = await call(method, url, { token, body });
          const problems = answerProblems(v, o.op, a.status, a);
          if (a.status < 400 || a.status >= 500)
            problems.unshift(`${why}: answered ${a.status}, expected 4xx`);
          return problems;
        },
      );
  }
  return rows;
}

/** No 5xx, a declared status, a conforming body. */
function answerProblems(
  v: ContractValidator,
  op: OperationObject,
  status: number,
  a: Parameters<typeof conform>[2],
) {
  const problems = conform(v, op, a, [status]);
  if (status >= 500) problems.unshift(`server error ${status}`);
  return problems;
}

/** The create → get link: what POST /x created (201, data.id) reads back from GET /x/{id}. */
async function link(
  call: Call,
  path: string,
  all: ReturnType<typeof listOperations>,
  json: unknown,
  token?: string,
) {
  const id = (json as { data?: { id?: unknown } } | undefined)?.data?.id;
  const get = all.find(
    (o) => o.method === 'get' && new RegExp(`^${escape(path)}/\\{[^}]+\\}$`).test(o.path),
  );
  if (id === undefined || !get) return [];
  const a = await call('GET', get.path.replace(/\{[^}]+\}$/, String(id)), { token });
  const back = (a.json as { data?: { id?: unknown } } | undefined)?.data?.id;
  return a.status === 200 && back === id
    ? []
    : [
        `created id ${String(id)}, but ${get.op.operationId} answered ${a.status}${back !== undefined ? ` with id ${String(back)}` : ''}`,
      ];
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function jsonBody(op: OperationObject, doc: ContractValidator['doc']): Schema | undefined {
  const rb = op.requestBody
    ? (deref(doc, op.requestBody as { $ref?: string }) as {
        content?: Record<string, { schema?: Schema }>;
      })
    : undefined;
  return rb?.content?.['application/json']?.schema;
}

export function formatFuzz(rows: FuzzRow[]): string {
  const failed = rows.filter((r) => r.result === 'FAIL');
  const cases = rows.reduce((n, r) => n + r.runs, 0);
  return [
    ...failed.map((r) => `FAIL  ${r.kind.padEnd(12)} ${r.operationId}  ${r.note}`),
    `${rows.length} properties over ${new Set(rows.map((r) => r.operationId)).size} operations, ${cases} generated requests: ${rows.length - failed.length} hold, ${failed.length} fail`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      runs: { type: 'string' },
      seed: { type: 'string' },
      only: { type: 'string' },
      exclude: { type: 'string' },
      'app-key': { type: 'string' },
      'tenant-token': { type: 'string' },
      'lessor-token': { type: 'string' },
      'report-json': { type: 'string' },
      'allow-status': { type: 'string', multiple: true },
    },
  });
  const allowStatus: Record<string, number[]> = {};
  for (const pair of (values['allow-status'] ?? []).flatMap((x) => x.split(','))) {
    const [id, status] = pair.split(':');
    if (id && Number(status)) (allowStatus[id] ??= []).push(Number(status));
  }
  if (!values['base-url']) {
    console.error(
      'usage: npm run contract:fuzz -- --base-url <url> [--runs 5] [--seed N] [--only <path part|operationId>] [--exclude id,...] [--app-key K] [--tenant-token T] [--lessor-token L] [--allow-status operationId:status,...] [--report-json F]',
    );
    process.exit(2);
  }
  const rows = await fuzz({
    baseUrl: values['base-url'],
    runs: values.runs ? Number(values.runs) : undefined,
    seed: values.seed ? Number(values.seed) : undefined,
    only: values.only,
    exclude: values.exclude?.split(','),
    appKey: values['app-key'] ?? process.env.APP_KEY,
    tokens: { tenant: values['tenant-token'], lessor: values['lessor-token'] },
    allowStatus,
  });
  if (values['report-json']) writeFileSync(values['report-json'], JSON.stringify(rows, null, 2));
  console.log(formatFuzz(rows));
  process.exit(rows.some((r) => r.result === 'FAIL') ? 1 : 0);
}
