// HTTP plumbing shared by every handler: the envelope, paging, errors, auth and body
// validation, written once so each handler reads as the rule it enforces.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { getStore } from '../backend';
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
  ordinaryCannotAddRealEstate: 'Ordinary accounts cannot add real estate, please create a business account',
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
export function paginate<T>(rows: T[], url: URL, defaultPerPage = 10): Page<T> {
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page') ?? 1)) || 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(Number(url.searchParams.get('per_page') ?? defaultPerPage)) || defaultPerPage));
  const start = (page - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage),
    total: rows.length,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
}

/** Newest first by created_at (the spec's order for invoice lists and most others). */
export function newestFirst<T extends { created_at: string; id?: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || (b.id ?? 0) - (a.id ?? 0));
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
export function requireTenant(request: Request, forbidden: string = MESSAGES.businessOnly): UserRow {
  const user = currentUser(request);
  if (user.type !== 'ordinary') throw new ApiFailure(403, forbidden);
  return user;
}

/** Lessor-only operations: an ordinary account gets 403. A member acts for its owner. */
export function requireLessor(request: Request, forbidden: string = MESSAGES.businessOnly): UserRow & { actingFor: number } {
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
  if (!result.success) throw new ApiFailure(422, MESSAGES.invalidInput, issuesToErrors(result.error.issues));
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
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    return (await jsonBody(request)) as Record<string, unknown>;
  }
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const v = typeof value === 'string' ? value : `/files/uploads/${encodeURIComponent(value.name || 'upload.bin')}`;
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

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
}

/** Mutations notify the backend so the browser can persist the new state. */
export function route(method: Method, path: string, handler: (ctx: RouteContext) => Promise<Response> | Response) {
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    try {
      const response = await handler({ request, url: new URL(request.url), params: params as Record<string, string> });
      if (method !== 'get' && response.status < 400) getStore().changed();
      return response;
    } catch (error) {
      if (error instanceof ApiFailure) return fail(error.status, error.message, error.errors);
      if (error instanceof Response) return error;
      console.error('[mock backend]', method.toUpperCase(), path, error);
      return fail(500, MESSAGES.serverError);
    }
  };
  return http[method](`${API}${path}`, resolver);
}
