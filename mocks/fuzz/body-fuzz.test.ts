// @vitest-environment node
// Fuzz of every write operation of the contract with malformed bodies (bodies.ts), each
// sent as the operation's own caller with the path parameters of its conformance fixture.
// Counts requests, 5xx and wrong accepts (a 2xx for a body that is not the declared media
// type, not an object, or that the contract's own schema rejects) and fails on any of
// them. Requests go straight through msw's getResponse (no fetch interception): ~2,500
// requests in a few seconds.
import '../testing/node-storage';
import { getResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetBackend, startBackend } from '../backend';
import { FIXTURES_BY_TAG } from '../conformance/fixtures';
import { handlers } from '../handlers';
import { server } from '../node';
import { coerceForm } from '../lib/body';
import { contractBodyErrors, getContract, type DocNode } from '../lib/contract';
import { loadContractFromDisk } from '../lib/load-contract-node';
import { API } from '../lib/route';
import type { Method } from '../lib/route-types';
import { BASE, contractOperations, seedSessions, tokenFor } from '../testing/api';
import { formCases, jsonCases, MIN_CASES, type FuzzCase } from './bodies';

loadContractFromDisk();

const WRITES = contractOperations().filter(
  ([method, path]) =>
    ['post', 'put', 'patch'].includes(method) &&
    contractBodyErrors(`/apiBack/v1${path}`, method, undefined) !== null,
);

const totals = { operations: 0, requests: 0, serverErrors: 0, wrongAccepts: 0 };

function requestOf(method: string, url: string, token: string | undefined, c: FuzzCase): Request {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'ar' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (c.form) {
    const form = new FormData();
    for (const [k, v] of c.form) form.append(k, v);
    body = form;
  } else if (c.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(c.json);
  } else {
    if (c.contentType) headers.set('Content-Type', c.contentType);
    body = c.raw;
  }
  return new Request(url, { method: method.toUpperCase(), headers, body });
}

/** The operation's own handler: matching one handler instead of ~180 per request. */
function handlersOf(method: string, path: string): RequestHandler[] {
  const mswPath = `${API}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return handlers.filter((h) => {
    const info = h.info as { method?: unknown; path?: unknown };
    return String(info.method).toLowerCase() === method && info.path === mswPath;
  });
}

/** The top-level fields of the operation's JSON body (through $ref, allOf and oneOf). */
function bodyFields(path: string, method: string): string[] {
  const doc = getContract() as DocNode;
  const fields = new Set<string>();
  const walk = (node: DocNode, depth = 0) => {
    if (!node || depth > 6) return;
    if (node.$ref)
      return walk(doc.components.schemas[String(node.$ref).split('/').pop()!], depth + 1);
    for (const key of Object.keys(node.properties ?? {})) fields.add(key);
    for (const sub of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])])
      walk(sub, depth + 1);
  };
  walk(doc.paths[`/apiBack/v1${path}`][method].requestBody.content['application/json']?.schema);
  return [...fields];
}

/** What the server would make of the case's body, judged by the contract alone. */
function contractRejects(path: string, method: string, c: FuzzCase): boolean {
  if (c.mustRefuse) return true;
  let body: unknown;
  if (c.form) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of c.form) {
      const value =
        typeof v === 'string' ? v : `/files/uploads/${v instanceof File ? v.name : 'x'}`;
      const k = key.replace(/\[\]$/, '');
      if (Object.hasOwn(out, k)) out[k] = ([] as unknown[]).concat(out[k], value);
      else
        Object.defineProperty(out, k, {
          value: key.endsWith('[]') ? [value] : value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    body = coerceForm(path, method as Method, out);
  } else body = c.json !== undefined ? c.json : JSON.parse(c.raw ?? 'null');
  return contractBodyErrors(`/apiBack/v1${path}`, method, body) !== null;
}

// Fixtures' set-up steps call the API by fetch: msw/node answers them. The store is
// re-seeded only after an operation accepted something (a restore costs ~50-150 ms; most
// operations refuse every case and leave the seed as it was).
let dirty = false;
beforeAll(async () => {
  await startBackend();
  server.listen();
});

afterAll(() => {
  server.close();
  console.info(
    `[body fuzz] ${totals.operations} write operations, ${totals.requests} requests, ` +
      `${totals.serverErrors} × 5xx, ${totals.wrongAccepts} wrong accepts`,
  );
});

describe('malformed bodies on every write operation', () => {
  it('covers the write operations of the contract', () => {
    expect(WRITES.length).toBeGreaterThan(40);
  });

  it.each(WRITES.map(([m, p, id, tag]) => [id, m, p, tag] as const))(
    '%s (%s %s)',
    async (operationId, method, path, tag) => {
      const fx = FIXTURES_BY_TAG[tag][operationId];
      if (dirty) await resetBackend();
      dirty = Boolean(fx.before);
      await seedSessions();
      await fx.before?.();
      const params = fx.params?.() ?? {};
      const url = `${BASE}${path.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]))}`;
      const cases = fx.form
        ? formCases(Object.entries(fx.form()))
        : jsonCases((fx.body?.() ?? {}) as Record<string, unknown>, bodyFields(path, method));
      expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);
      const serverErrors: string[] = [];
      const wrongAccepts: string[] = [];
      const own = handlersOf(method, path);
      expect(own.length).toBe(1);
      for (const c of cases) {
        const response = await getResponse(own, requestOf(method, url, tokenFor(fx.as), c));
        const status = response?.status ?? 404;
        totals.requests += 1;
        if (status < 300) dirty = true;
        if (status >= 500) serverErrors.push(`${c.name} → ${status}`);
        else if (status < 300 && contractRejects(path, method, c))
          wrongAccepts.push(`${c.name} → ${status}`);
        else if (status >= 400) {
          const answer = (await response!.json()) as { message?: unknown };
          expect(typeof answer.message, c.name).toBe('string');
        }
      }
      totals.operations += 1;
      totals.serverErrors += serverErrors.length;
      totals.wrongAccepts += wrongAccepts.length;
      expect({ serverErrors, wrongAccepts }).toEqual({ serverErrors: [], wrongAccepts: [] });
    },
  );
});
