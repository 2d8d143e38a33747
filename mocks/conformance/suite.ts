// The conformance cases of the embedded backend, generated per tag of the contract from
// that tag's fixture table: for each operation, its success answer and its 401 (no / bad
// token), 403 (other account type), 404 (unknown id) and 422 (invalid body) answers,
// each validated against the operation's declared response schema with ajv (2020 draft
// + formats). A status the contract does not declare fails.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountOf,
  call,
  contractOperations,
  describeErrors,
  responseValidator,
  seedSessions,
} from '../testing/api';
import { FIXTURES_BY_TAG } from './fixtures';

function fill(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? 999999));
}

function expectConforms(path: string, method: string, status: number, body: unknown) {
  const validate = responseValidator(path, method, status);
  expect(
    validate,
    `${method.toUpperCase()} ${path} answered ${status}, which the contract does not declare: ${JSON.stringify(body).slice(0, 300)}`,
  ).not.toBeNull();
  const valid = validate!(body);
  expect(valid, `${method.toUpperCase()} ${path} ${status}: ${describeErrors(validate!)}`).toBe(
    true,
  );
}

/** The cases of one operation (its fixture from the tag's table). */
function operationCases(method: string, path: string, operationId: string, tag: string) {
  const fx = FIXTURES_BY_TAG[tag]?.[operationId];
  if (!fx) return;
  const account = accountOf(path, method);
  /** The fixture body, or `{}` when it needs data the unauthorised caller cannot set up. */
  const safeBody = () => {
    if (method === 'get' || method === 'delete') return undefined;
    try {
      return fx.body?.() ?? {};
    } catch {
      return {};
    }
  };
  const declares = (status: number) => responseValidator(path, method, status) !== null;

  it('answers its success status with a conforming body', async () => {
    await fx.before?.();
    const res = await call(method, fill(path, fx.params?.()), {
      as: fx.as,
      query: fx.query?.(),
      body: fx.body?.(),
      form: fx.form?.(),
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(fx.status);
    expectConforms(path, method, res.status, res.body);
  });

  if (account !== 'public')
    it('answers 401 without a token and with a bad token', async () => {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await call(method, fill(path, fx.params?.()), {
          token,
          as: token ? undefined : 'public',
          query: fx.query?.(),
          body: safeBody(),
          form: fx.form?.(),
        });
        expect(res.status).toBe(401);
        expectConforms(path, method, 401, res.body);
      }
    });

  if (account === 'tenant' || account === 'lessor')
    it('answers 403 to the other account type', async () => {
      const res = await call(method, fill(path, fx.params?.()), {
        as: account === 'tenant' ? 'lessor' : 'tenant',
        query: fx.query?.(),
        body: safeBody(),
        form: fx.form?.(),
      });
      expect(res.status).toBe(403);
      expectConforms(path, method, 403, res.body);
    });

  if (path.includes('{') && declares(404))
    it('answers 404 for an unknown id', async () => {
      const res = await call(method, fill(path, {}), {
        as: fx.as,
        query: fx.query?.(),
        body: fx.body?.(),
        form: fx.form?.(),
      });
      expect(res.status).toBe(404);
      expectConforms(path, method, 404, res.body);
    });

  if ((fx.body || fx.form) && declares(422))
    it('answers 422 with per-field messages for an invalid body', async () => {
      await fx.before?.();
      const params = fx.params?.();
      const res = fx.form
        ? await call(method, fill(path, params), { as: fx.as, form: { unexpected: 'x' } })
        : await call(method, fill(path, params), { as: fx.as, body: fx.invalid?.() ?? {} });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
      expectConforms(path, method, 422, res.body);
    });
}

/** Every operation of these tags against the seeded store (a test file per group of tags). */
export function conformanceSuite(tags: readonly string[]) {
  beforeEach(async () => {
    await seedSessions();
  });
  for (const tag of tags) {
    const operations = contractOperations().filter(([, , , opTag]) => opTag === tag);
    describe(`tag ${tag}`, () => {
      it('has a fixture for every operation', () => {
        const missing = operations
          .filter(([, , id]) => !FIXTURES_BY_TAG[tag]?.[id])
          .map(([m, p, id]) => `${id} (${m} ${p})`);
        expect(operations.length).toBeGreaterThan(0);
        expect(missing).toEqual([]);
      });
      describe.each(operations.map(([m, p, id]) => [m, p, id] as const))(
        '%s %s (%s)',
        (method, path, operationId) => operationCases(method, path, operationId, tag),
      );
    });
  }
}
