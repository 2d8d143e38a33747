// Test helpers for the embedded backend: a tiny fetch client on the API base, sessions
// for the demo accounts, and the contract's response validators (ajv 2020).
import type { components } from '@/api/generated/apiback';
import { getStore } from '../backend';
import { compile, getContract, type DocNode } from '../lib/contract';
import type { ValidateFunction } from 'ajv/dist/2020';

export const ORIGIN = 'http://localhost:5173';
export const BASE = `${ORIGIN}/apiBack/v1`;

export type As = 'public' | 'tenant' | 'lessor' | 'tenant2' | 'member';
const TOKENS: Record<Exclude<As, 'public'>, { token: string; userId: () => number }> = {
  tenant: { token: 'test-token-tenant', userId: () => 1 },
  lessor: { token: 'test-token-lessor', userId: () => 2 },
  tenant2: { token: 'test-token-tenant2', userId: () => 9 },
  member: {
    token: 'test-token-member',
    userId: () => getStore().db.users.findFirst((q) => q.where({ parent_id: 2 }))!.id,
  },
};

/** Sessions for the demo accounts, straight in the store (the journey test logs in for real). */
export async function seedSessions(): Promise<void> {
  const { db } = getStore();
  for (const { token, userId } of Object.values(TOKENS)) {
    if (!db.sessions.findFirst((q) => q.where({ token })))
      await db.sessions.create({ token, user_id: userId(), created_at: new Date().toISOString() });
  }
}

/** The bearer token of a test account (undefined for the public caller). */
export const tokenFor = (as: As): string | undefined =>
  as === 'public' ? undefined : TOKENS[as].token;

export interface CallOptions {
  as?: As;
  token?: string;
  body?: unknown;
  form?: Record<string, string | Blob>;
  query?: Record<string, string | number | boolean | Array<string | number>>;
  lang?: components['schemas']['Lang'];
}

export interface CallResult {
  status: number;
  /** The answer's JSON, read field by field by the tests. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON of any operation
  body: any;
}

export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(`${BASE}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (Array.isArray(v)) v.forEach((x) => url.searchParams.append(k, String(x)));
    else url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.lang ?? 'ar',
    'X-App-Key': 'test-app-key',
  };
  const token =
    options.token ?? (options.as && options.as !== 'public' ? TOKENS[options.as].token : undefined);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(options.form)) form.append(k, v);
    body = form;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(url, { method: method.toUpperCase(), headers, body });
  const text = await res.text();
  // A few answers are not JSON (the iCal feed is text/calendar): those come back as text.
  const json = /json/.test(res.headers.get('content-type') ?? 'application/json');
  return { status: res.status, body: text ? (json ? JSON.parse(text) : text) : null };
}

const responseCache = new Map<string, ValidateFunction | null>();

/** Validator of an operation's response for a status, or null when the status is not declared. */
export function responseValidator(
  path: string,
  method: string,
  status: number,
): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  if (responseCache.has(key)) return responseCache.get(key)!;
  const doc = getContract() as DocNode;
  let response = doc.paths[`/apiBack/v1${path}`]?.[method]?.responses?.[String(status)];
  if (response?.$ref) response = doc.components.responses[String(response.$ref).split('/').pop()!];
  const content = response?.content ?? {};
  const schema = (content['application/json'] ?? Object.values<DocNode>(content)[0])?.schema;
  const fn = schema ? compile(schema) : null;
  responseCache.set(key, fn);
  return fn;
}

/** Human-readable ajv errors (first few) for assertion messages. */
export function describeErrors(fn: ValidateFunction): string {
  return (fn.errors ?? [])
    .slice(0, 6)
    .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`)
    .join('; ');
}

/** Every operation of the contract as [method, path-after-base, operationId, tag]. */
export function contractOperations(): Array<[string, string, string, string]> {
  const doc = getContract() as DocNode;
  const out: Array<[string, string, string, string]> = [];
  for (const [p, item] of Object.entries<DocNode>(doc.paths)) {
    for (const [m, op] of Object.entries<DocNode>(item)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(m))
        out.push([m, p.replace('/apiBack/v1', ''), op.operationId, op.tags?.[0] ?? '']);
    }
  }
  return out;
}

/** Who the contract says may call an operation (x-account: public | any | tenant | lessor). */
export function accountOf(path: string, method: string): string {
  return (getContract() as DocNode).paths[`/apiBack/v1${path}`][method]['x-account'] ?? 'public';
}
