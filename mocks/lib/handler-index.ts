// The handlers a request could match, before msw tries them. msw's getResponse() runs every
// handler in order until one answers: for a reservation that was ~100 async `run()` calls,
// each parsing the URL and matching a path, ~6% of the mock server's CPU under the backend
// bench (2026-11-29). This leaves out only handlers that cannot match: a path-first handler
// whose method differs, or one of whose literal path segments the request's path lacks. msw
// still does the real matching, in the same order, on what is left; every other kind of
// handler (the app-key gate's `http.all`) is always kept.
import type { RequestHandler } from 'msw';
import { PathFirstHandler } from './path-first';

/** What a handler needs of a request: its method and the literal segments of its path. */
interface Needs {
  method: string;
  segments: string[];
}

/** A segment of a path pattern that can only match itself (no parameter, wildcard, escape). */
const LITERAL = /^[A-Za-z0-9._~-]+$/;

function needsOf(handler: RequestHandler): Needs | null {
  if (!(handler instanceof PathFirstHandler)) return null;
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  if (!path.startsWith('*/') && !path.startsWith('/')) return null;
  return {
    method: method.toUpperCase(),
    // Compared in lower case: a superset of what msw's case-sensitive match accepts.
    segments: path
      .split('/')
      .filter((s) => LITERAL.test(s))
      .map((s) => s.toLowerCase()),
  };
}

/**
 * A function giving, for a request, the handlers of `handlers` that may match it, in their
 * order. A request whose path cannot be decoded gets them all (msw decides, as before).
 */
export function handlerIndex(handlers: readonly RequestHandler[]) {
  const needs = handlers.map(needsOf);
  // The answer for a method and path is always the same: kept (a search or a booking asks the
  // same path again and again), the map emptied when it grows.
  const known = new Map<string, RequestHandler[]>();
  return (request: Request): RequestHandler[] => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.host}${url.pathname}`;
    const seen = known.get(key);
    if (seen) return seen;
    let path: string;
    try {
      // msw matches a literal against the decoded path too (`%6Ffices` is `offices`); an
      // encoded slash splits here, so a literal across it is still found.
      path = decodeURIComponent(url.pathname);
    } catch {
      return [...handlers];
    }
    const present = new Set(`${url.host}/${path}`.toLowerCase().split('/'));
    const method = request.method.toUpperCase();
    const kept = handlers.filter((_, i) => {
      const need = needs[i];
      return !need || (need.method === method && need.segments.every((s) => present.has(s)));
    });
    if (known.size >= 5_000) known.clear();
    known.set(key, kept);
    return kept;
  };
}
