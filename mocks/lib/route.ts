// `route()`: one operation of the contract as an msw handler. The path and method are
// checked against the generated `paths` at compile time (route-types.ts), and at run time
// every request goes through the same order of checks: auth (401/403) → media type (415),
// parse (400) and object shape (422) of the body (body.ts) → query and body against the
// contract (422) → rule from schemas/ (422) → handler → the answer against the contract
// (answer-check.ts). Successful mutations persist the store (browser).
import { type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { getStore } from '../backend';
import { checkAnswer } from './answer-check';
import { requireRole } from './auth';
import { readBody } from './body';
import { contractBodyErrors, contractQueryErrors } from './contract';
import { api } from './path-first';
import { ApiFailure, fail, issuesToErrors, lang, MESSAGES, type Lang } from './http';
import {
  API_PREFIX,
  type Method,
  type Operation,
  type PathParams,
  type PathWith,
  type RequestBody,
} from './route-types';

export const API = `*${API_PREFIX}`;

export interface RouteContext<Op = unknown, Me = undefined> {
  request: Request;
  url: URL;
  /** Path parameters by their contract names, as text. */
  params: PathParams<Op>;
  /**
   * The body after the contract check (the rule's output when the first rule parsed it):
   * typed as the operation's request body, so a field the contract does not declare is a
   * compile error. Multipart files arrive as upload paths.
   */
  body: RequestBody<Op>;
  /** What `auth` returned: the calling user (a lessor carries `actingFor`). */
  me: Me;
  /** The answer language (Accept-Language; Arabic by default). */
  lang: Lang;
}

/** One rule, or several whose messages are merged (a later rule never hides an earlier one). */
type RuleSet = z.ZodType | z.ZodType[] | null;

/** A body before any check: the operation's fields, each of any type yet. */
export type Unchecked<B> = B extends unknown ? { [K in keyof B]?: unknown } : never;

export interface RouteOptions<Op = unknown, Me = undefined> {
  /**
   * The rule from schemas/ for this body (zod). Runs with the contract check; their
   * per-field messages are merged (the rule's message wins for a field both reject).
   * It sees the body before either check, so its fields are `unknown` here.
   */
  rules?: (
    ctx: Omit<RouteContext<Op, Me>, 'body'> & { body: Unchecked<RequestBody<Op>> },
  ) => RuleSet | Promise<RuleSet>;
  /** Who may call it, checked BEFORE the body (401/403 come before 422, like the real backend). */
  auth?: (request: Request) => Me;
  /**
   * A POST that computes its answer and writes nothing (a price quote): it does not persist
   * the store. In the browser a save serialises the whole store into localStorage (~0.5 MB,
   * 50–100 ms of main thread), and the booking card asks a quote at every change of dates.
   */
  readOnly?: boolean;
}

type Handler<Op, Me> = (ctx: RouteContext<Op, Me>) => Promise<Response> | Response;
type RulesContext<Op, Me> = Parameters<NonNullable<RouteOptions<Op, Me>['rules']>>[0];

/**
 * Runs a rule on a body the contract may already have refused. A rule written for the
 * contract's shape may trip over a wrong type (`email: 12345` has no `.trim()`): when the
 * contract already rejected the body, that crash adds nothing (null → the contract's 422
 * stands); on a conforming body it is a real defect and stays a 500.
 */
async function unlessMisshapen<T>(conforms: boolean, run: () => T | Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (conforms || error instanceof ApiFailure) throw error;
    return null;
  }
}

/**
 * Contract errors of the body plus the rules' errors (422 when any); otherwise the body
 * the handler gets: the first rule's output, or the body as it came.
 */
async function checkBody<Op, Me>(
  path: string,
  method: Method,
  ctx: RulesContext<Op, Me>,
  options: RouteOptions<Op, Me>,
): Promise<unknown> {
  let body: unknown = ctx.body;
  const errors = contractBodyErrors(`${API_PREFIX}${path}`, method, ctx.body) ?? {};
  const conforms = Object.keys(errors).length === 0;
  const found = options.rules ? await unlessMisshapen(conforms, () => options.rules!(ctx)) : null;
  const rules = found === null ? [] : Array.isArray(found) ? found : [found];
  const ruled = new Set<string>();
  for (const [i, rule] of rules.entries()) {
    const result = await unlessMisshapen(conforms, () => rule.safeParseAsync(ctx.body));
    if (result === null) continue;
    if (!result.success) {
      for (const [field, messages] of Object.entries(issuesToErrors(result.error.issues))) {
        // The rule's message replaces the contract's generic one for that field.
        if (!ruled.has(field)) errors[field] = [];
        ruled.add(field);
        const list = errors[field];
        for (const m of messages) if (!list.includes(m)) list.push(m);
      }
    } else if (i === 0 && Object.keys(errors).length === 0) body = result.data;
  }
  if (Object.keys(errors).length) throw new ApiFailure(422, MESSAGES.invalidInput, errors);
  return body;
}

/**
 * One operation of the contract. `path` is the contract's path after /apiBack/v1, with
 * `{param}` placeholders; only a path that has `method` in the contract compiles.
 */
export function route<M extends Method, P extends PathWith<M>, Me = undefined>(
  method: M,
  path: P,
  handler: Handler<Operation<P, M>, Me>,
  options: RouteOptions<Operation<P, M>, Me> = {},
) {
  type Op = Operation<P, M>;
  const mswPath = path.replace(/\{(\w+)\}/g, ':$1');
  const answer = async ({ request, params }: Parameters<HttpResponseResolver>[0]) => {
    try {
      const me = options.auth?.(request) as Me;
      requireRole(me, path, method);
      const url = new URL(request.url);
      const raw = await readBody(request, path, method);
      const ctx = {
        request,
        url,
        params: params as PathParams<Op>,
        me,
        lang: lang(request),
      };
      const queryErrors = contractQueryErrors(`${API_PREFIX}${path}`, method, url);
      if (queryErrors) throw new ApiFailure(422, MESSAGES.invalidInput, queryErrors);
      const body =
        method === 'get' || method === 'delete'
          ? raw
          : await checkBody<Op, Me>(
              path,
              method,
              { ...ctx, body: raw as Unchecked<RequestBody<Op>> },
              options,
            );
      const response = await handler({ ...ctx, body: body as RequestBody<Op> });
      if (method !== 'get' && !options.readOnly && response.status < 400) getStore().changed();
      return response;
    } catch (error) {
      if (error instanceof ApiFailure) return fail(error.status, error.message, error.errors);
      if (error instanceof Response) return error;
      console.error('[mock backend]', method.toUpperCase(), path, error);
      return fail(500, MESSAGES.serverError);
    }
  };
  const resolver: HttpResponseResolver = async (info) => {
    const response = await answer(info);
    // Every answer against the contract (answer-check.ts: fails the test, warns in dev).
    await checkAnswer(`${API_PREFIX}${path}`, method, response);
    return response;
  };
  return api[method](`${API}${mswPath}`, resolver);
}
