// `npm run contract:probe -- --base-url <url> [--token <t>] [--no-login] [--only <substring>]`
// Calls every read-only GET operation of the contract against a running backend and checks the
// answer conforms: a declared status, a JSON content type and a body valid against the declared
// schema (ajv, JSON Schema 2020-12 + formats). Logs in with the documented demo accounts
// (sendCode + verifyCode, code 1234) unless --token is given or --no-login is set.
// Prints a table and exits 1 on any non-conforming operation.
import { parseArgs } from 'node:util';
import {
  createContractValidator,
  deref,
  formatAjvErrors,
  listOperations,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
} from './contract-schema.ts';

type Account = 'tenant' | 'lessor';
export interface ProbeOptions {
  baseUrl: string;
  token?: string;
  login?: boolean;
  only?: string;
  appKey?: string;
  fetchImpl?: typeof fetch;
}
export interface ProbeRow {
  operationId: string;
  path: string;
  status: number | '-';
  result: 'ok' | 'FAIL' | 'skip';
  note: string;
}

const DEMO: Record<Account, string> = { tenant: '0500000001', lessor: '0500000002' };
const DEMO_CODE = '1234';

function exampleOf(
  schema: Record<string, unknown> | undefined,
  doc: Parameters<typeof deref>[0],
): unknown {
  const s = deref(doc, (schema ?? {}) as { $ref?: string }) as Record<string, unknown>;
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  return undefined;
}

export async function probe(opts: ProbeOptions): Promise<ProbeRow[]> {
  const v = createContractValidator();
  const doc = v.doc;
  const f = opts.fetchImpl ?? fetch;
  const origin = opts.baseUrl.replace(/\/+$/, '').replace(/\/apiBack\/v1$/, '');
  const baseHeaders = {
    'X-App-Key': opts.appKey ?? process.env.VITE_APP_KEY ?? 'maktabi-dev-app-key',
    'Accept-Language': 'ar',
    Accept: 'application/json',
  };
  const tokens: Partial<Record<Account, string>> = {};
  // No demo login on this backend: its protected calls are reported as skipped, and why.
  const loginNotes: ProbeRow[] = [];
  const note = (account: Account, text: string) =>
    loginNotes.push({
      operationId: 'verifyCode',
      path: `(${account} demo login)`,
      status: '-',
      result: 'skip',
      note: text,
    });

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const headers: Record<string, string> = { ...baseHeaders };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body) headers['Content-Type'] = 'application/json';
    const started = Date.now();
    const res = await f(origin + path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { res, json, text, ms: Date.now() - started };
  }

  if (opts.token) {
    // Which kind of account is it? A lessor token can read the business profile.
    const r = await call('GET', '/apiBack/v1/user/profile', opts.token);
    tokens[r.res.status === 200 ? 'lessor' : 'tenant'] = opts.token;
  } else if (opts.login !== false) {
    for (const account of ['tenant', 'lessor'] as const) {
      try {
        await call('POST', '/apiBack/v1/auth/send-code', undefined, {
          phone: DEMO[account],
          channel: 'sms',
        });
        const r = await call('POST', '/apiBack/v1/auth/verify-code', undefined, {
          phone: DEMO[account],
          code: DEMO_CODE,
        });
        const token = (r.json as { data?: { token?: string } })?.data?.token;
        if (token) tokens[account] = token;
        else note(account, `demo login answered ${r.res.status} without a token`);
      } catch (e) {
        note(account, `demo login failed: ${(e as Error).message}`);
      }
    }
  }

  const gets = listOperations(doc).filter(
    (o) => o.method === 'get' && (!opts.only || o.path.includes(opts.only)),
  );
  // Lists first, so detail calls can use a real id from them.
  gets.sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
  const bodies = new Map<string, unknown>();
  const firstId = (listPath: string): unknown => {
    const body = bodies.get(listPath) as { data?: unknown } | undefined;
    const data = body?.data as
      { data?: unknown[]; units?: { id: unknown }[] } | unknown[] | undefined;
    const items = Array.isArray(data) ? data : data?.data;
    const first = items?.[0] as { id?: unknown; unit_id?: unknown } | undefined;
    return first?.id ?? first?.unit_id;
  };
  const idSources: Record<string, () => unknown> = {
    '/apiBack/v1/public/units': () =>
      ((bodies.get('/apiBack/v1/public/offices/{id}') as { data?: { units?: { id: unknown }[] } })
        ?.data?.units ?? [])[0]?.id,
    '/apiBack/v1/user/calendar': () => firstId('/apiBack/v1/user/units'),
  };

  const rows: ProbeRow[] = [...loginNotes];
  for (const { path, op, params } of gets) {
    const who = (op as OperationObject)['x-account'] ?? 'public';
    const token =
      who === 'public' ? undefined : who === 'any' ? (tokens.tenant ?? tokens.lessor) : tokens[who];
    const row: ProbeRow = {
      operationId: op.operationId,
      path,
      status: '-',
      result: 'skip',
      note: '',
    };
    rows.push(row);
    if (who !== 'public' && !token) {
      row.note = `no ${who} token`;
      continue;
    }
    // Path parameters: a real id from the matching list when there is one, else the example.
    let url = path;
    let guessed = false;
    for (const p of params.filter((x: ParameterObject) => x.in === 'path')) {
      const prefix = path.slice(0, path.indexOf(`{${p.name}}`) - 1);
      let value = (idSources[prefix] ?? (() => firstId(prefix)))();
      if (value === undefined) {
        value = exampleOf(p.schema, doc);
        guessed = true;
      }
      url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    }
    const query = new URLSearchParams();
    for (const p of params.filter((x: ParameterObject) => x.in === 'query' && x.required)) {
      query.set(p.name, String(exampleOf(p.schema, doc)));
    }
    const qs = query.toString();
    let r: Awaited<ReturnType<typeof call>>;
    try {
      r = await call('GET', url + (qs ? `?${qs}` : ''), token);
    } catch (e) {
      row.result = 'FAIL';
      row.note = `request failed: ${(e as Error).message}`;
      continue;
    }
    row.status = r.res.status;
    bodies.set(path, r.json);
    const declared = (op as OperationObject).responses[String(r.res.status)];
    const problems: string[] = [];
    if (!declared) problems.push(`status ${r.res.status} not declared`);
    else if (r.res.status >= 400 && !(r.res.status === 404 && guessed))
      problems.push(`unexpected ${r.res.status}`);
    const ctype = r.res.headers.get('content-type') ?? '';
    // JSON unless the operation declares another type (the iCal feed is text/calendar).
    const content = declared ? (deref(doc, declared as ResponseObject).content ?? {}) : {};
    const types = Object.keys(content).length ? Object.keys(content) : ['application/json'];
    const type = types.find((t) => ctype.includes(t));
    if (!type) problems.push(`content-type "${ctype}"`);
    else if (type !== 'application/json' && content[type]?.schema) {
      const fn = v.compile(content[type].schema!);
      if (!fn(r.text)) problems.push(`body: ${formatAjvErrors(fn)}`);
    }
    if (declared) {
      const schema = content['application/json']?.schema;
      if (schema) {
        const fn = v.compile(schema);
        if (r.json === undefined) problems.push('body is not JSON');
        else if (!fn(r.json)) problems.push(`body: ${formatAjvErrors(fn)}`);
      }
    }
    row.result = problems.length ? 'FAIL' : 'ok';
    row.note = [problems.join('; '), guessed ? 'example id' : '', `${r.ms} ms`]
      .filter(Boolean)
      .join(' · ');
  }
  return rows;
}

export function formatTable(rows: ProbeRow[]): string {
  const w = (k: keyof ProbeRow) => Math.max(k.length, ...rows.map((r) => String(r[k]).length));
  const cols: (keyof ProbeRow)[] = ['result', 'status', 'operationId', 'path', 'note'];
  const widths = cols.map((c) => (c === 'note' ? 0 : w(c)));
  const line = (vals: string[]) =>
    vals.map((v, i) => (widths[i] ? v.padEnd(widths[i]) : v)).join('  ');
  return [line(cols as string[]), ...rows.map((r) => line(cols.map((c) => String(r[c]))))].join(
    '\n',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'no-login': { type: 'boolean' },
      only: { type: 'string' },
    },
  });
  if (!values['base-url']) {
    console.error(
      'usage: npm run contract:probe -- --base-url <url> [--token <t>] [--no-login] [--only <path part>]',
    );
    process.exit(2);
  }
  const rows = await probe({
    baseUrl: values['base-url'],
    token: values.token,
    login: !values['no-login'],
    only: values.only,
  });
  console.log(formatTable(rows));
  const count = (r: ProbeRow['result']) => rows.filter((x) => x.result === r).length;
  console.log(
    `\n${count('ok')} conforming, ${count('FAIL')} non-conforming, ${count('skip')} skipped`,
  );
  process.exit(count('FAIL') ? 1 : 0);
}
