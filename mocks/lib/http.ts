// HTTP plumbing shared by every handler: the envelope, paging, errors, auth and body
// validation, written once so each handler reads as the rule it enforces.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { getStore } from '../backend';
import { contractBodyErrors, contractLoaded, contractQueryErrors, getContract } from './contract';
import type { UserRow } from '../db/schema';

export const API = '*/apiBack/v1';

/** A failure a handler raises; `route()` turns it into `{ message, errors? }` with the status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: 'please login to continue',
  invalidToken: 'INVALID TOKEN!',
  businessCannotBook: "you can't book in a business account",
  businessOnly: "Business account doesn't have access to that",
  ordinaryCannotAddRealEstate:
    'Ordinary accounts cannot add real estate, please create a business account',
  notFound: 'There is no Data',
  invalidInput: 'Invalid Input',
  invalidCoupon: 'invalid Coupon !',
  wrongCode: 'The verification code is incorrect. Please try again.',
  serverError: 'something went wrong! please try again later or contact support for help',
} as const;

export function ok<T>(data: T, message?: string, status = 200) {
  return HttpResponse.json(message === undefined ? { data } : { data, message }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string[]>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

const MAX_PER_PAGE = 100;

/** Paging like a Laravel paginator: 1-based page, last_page >= 1, out-of-range page → empty data. */
export function paginate<T, U = T>(
  rows: T[],
  url: URL,
  map?: (row: T) => U,
  defaultPerPage = 10,
): Page<U> {
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page') ?? 1)) || 1);
  const perPage = Math.min(
    MAX_PER_PAGE,
    Math.max(
      1,
      Math.floor(Number(url.searchParams.get('per_page') ?? defaultPerPage)) || defaultPerPage,
    ),
  );
  const start = (page - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage).map((r) => (map ? map(r) : (r as unknown as U))),
    total: rows.length,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
}

/** Newest first by created_at (the spec's order for invoice lists and most others). */
export function newestFirst<T extends { created_at: string; id?: number }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || (b.id ?? 0) - (a.id ?? 0),
  );
}

export function lang(request: Request): 'ar' | 'en' {
  const h = request.headers.get('accept-language') ?? '';
  return h.toLowerCase().startsWith('en') ? 'en' : 'ar';
}

export function bearer(request: Request): string | null {
  const h = request.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** 401 without a valid token. */
export function currentUser(request: Request): UserRow {
  const token = bearer(request);
  if (!token) throw new ApiFailure(401, MESSAGES.unauthenticated);
  const { db } = getStore();
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) throw new ApiFailure(401, MESSAGES.invalidToken);
  const user = db.users.findFirst((q) => q.where({ id: session.user_id }));
  if (!user) throw new ApiFailure(401, MESSAGES.invalidToken);
  return user;
}

/** Tenant-only operations: a business account gets 403. */
export function requireTenant(
  request: Request,
  forbidden: string = MESSAGES.businessOnly,
): UserRow {
  const user = currentUser(request);
  if (user.type !== 'ordinary') throw new ApiFailure(403, forbidden);
  return user;
}

/** Lessor-only operations: an ordinary account gets 403. A member acts for its owner. */
export function requireLessor(
  request: Request,
  forbidden: string = MESSAGES.businessOnly,
): UserRow & { actingFor: number } {
  const user = currentUser(request);
  if (user.type !== 'business') throw new ApiFailure(403, forbidden);
  return { ...user, actingFor: user.parent_id ?? user.id };
}

/** Maps zod issues to `{ field: [message] }` (dotted paths; root issues under "body"). */
export function issuesToErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Runs a schema from schemas/ on a body: 422 with per-field messages when it fails. */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new ApiFailure(422, MESSAGES.invalidInput, issuesToErrors(result.error.issues));
  return result.data;
}

export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiFailure(422, MESSAGES.invalidInput, { body: ['Malformed JSON'] });
  }
}

/** Multipart or JSON body as a plain object (files become their names: nothing is uploaded). */
export async function formBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (
    !type.includes('multipart/form-data') &&
    !type.includes('application/x-www-form-urlencoded')
  ) {
    return (await jsonBody(request)) as Record<string, unknown>;
  }
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const v =
      typeof value === 'string'
        ? value
        : `/files/uploads/${encodeURIComponent(value.name || 'upload.bin')}`;
    const k = key.replace(/\[\]$/, '');
    if (k in out) out[k] = ([] as unknown[]).concat(out[k], v);
    else out[k] = key.endsWith('[]') ? [v] : v;
  }
  return out;
}

export function notFound(): never {
  throw new ApiFailure(404, MESSAGES.notFound);
}

export function intParam(value: string | readonly string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(n) || n <= 0) notFound();
  return n;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A request body after the contract check: JSON of the contract's shape, read field by
 * field by the handlers (the generated types describe it; zod rules refine it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON, validated at runtime
export type Body = Record<string, any>;
/** A node of the OpenAPI document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walked structurally
export type DocNode = any;

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** Parsed JSON or multipart body (files become upload paths), already checked against the contract. */
  body: Body;
}

/** One rule, or several whose messages are merged (a later rule never hides an earlier one). */
type RuleSet = z.ZodType | z.ZodType[] | null;

export interface RouteOptions {
  /**
   * The rule from schemas/ for this body (zod). Runs with the contract check; their
   * per-field messages are merged (the rule's message wins for a field both reject).
   */
  rules?: (ctx: RouteContext) => RuleSet | Promise<RuleSet>;
  /** Who may call it, checked BEFORE the body (401/403 come before 422, like the real backend). */
  auth?: (request: Request) => unknown;
}

/** Multipart values arrive as text: give numbers and booleans back their contract types. */
function coerceForm(path: string, method: Method, body: Body): Body {
  if (!contractLoaded()) return body;
  const content = getContract().paths[`/apiBack/v1${path}`]?.[method]?.requestBody?.content ?? {};
  let schema: DocNode = content['multipart/form-data']?.schema;
  if (!schema) return body;
  if (schema.$ref)
    schema = getContract().components.schemas[String(schema.$ref).split('/').pop()!] as DocNode;
  const props: Record<string, { type?: string; $ref?: string }> = schema?.properties ?? {};
  const out = { ...body };
  for (const [key, value] of Object.entries(out)) {
    let prop = props[key];
    if (prop?.$ref)
      prop = getContract().components.schemas[prop.$ref.split('/').pop()!] as { type?: string };
    if (typeof value !== 'string' || !prop) continue;
    if (
      (prop.type === 'integer' || prop.type === 'number') &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
    )
      out[key] = Number(value);
    if (prop.type === 'boolean' && (value === 'true' || value === 'false'))
      out[key] = value === 'true';
  }
  return out;
}

/**
 * One operation of the contract. `path` is the contract's path after /apiBack/v1, with
 * `{param}` placeholders. Order of checks: auth (401/403) → contract body (422) → rule
 * from schemas/ (422) → handler. Successful mutations persist the store (browser).
 */
export function route(
  method: Method,
  path: string,
  handler: (ctx: RouteContext) => Promise<Response> | Response,
  options: RouteOptions = {},
) {
  const mswPath = path.replace(/\{(\w+)\}/g, ':$1');
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    try {
      options.auth?.(request);
      const url = new URL(request.url);
      const isForm = /multipart\/form-data|x-www-form-urlencoded/.test(
        request.headers.get('content-type') ?? '',
      );
      let body: Body = {};
      if (method !== 'get' && method !== 'delete') {
        body = isForm
          ? coerceForm(path, method, await formBody(request))
          : ((await jsonBody(request)) as Body);
      }
      const ctx: RouteContext = { request, url, params: params as Record<string, string>, body };
      const queryErrors = contractQueryErrors(`/apiBack/v1${path}`, method, url);
      if (queryErrors) throw new ApiFailure(422, MESSAGES.invalidInput, queryErrors);
      if (method !== 'get' && method !== 'delete') {
        const errors = contractBodyErrors(`/apiBack/v1${path}`, method, body) ?? {};
        const found = options.rules ? await options.rules(ctx) : null;
        const rules = found === null ? [] : Array.isArray(found) ? found : [found];
        const ruled = new Set<string>();
        for (const [i, rule] of rules.entries()) {
          const result = await rule.safeParseAsync(body);
          if (!result.success) {
            for (const [field, messages] of Object.entries(issuesToErrors(result.error.issues))) {
              // The rule's message replaces the contract's generic one for that field.
              if (!ruled.has(field)) errors[field] = [];
              ruled.add(field);
              const list = errors[field];
              for (const m of messages) if (!list.includes(m)) list.push(m);
            }
          } else if (i === 0 && Object.keys(errors).length === 0) ctx.body = result.data as Body;
        }
        if (Object.keys(errors).length) throw new ApiFailure(422, MESSAGES.invalidInput, errors);
      }
      const response = await handler(ctx);
      if (method !== 'get' && response.status < 400) getStore().changed();
      return response;
    } catch (error) {
      if (error instanceof ApiFailure) return fail(error.status, error.message, error.errors);
      if (error instanceof Response) return error;
      console.error('[mock backend]', method.toUpperCase(), path, error);
      return fail(500, MESSAGES.serverError);
    }
  };
  return http[method](`${API}${mswPath}`, resolver);
}
