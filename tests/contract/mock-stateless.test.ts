// @vitest-environment node
// `mock:server --stateless`: the contract's examples (static) or the generated faker factories
// (--dynamic) for every operation, no state, with Prism's request checks (401 without a token,
// 422 for a query or body the contract refuses). contract:probe's shape check holds.
import './node-storage-shim';
import { faker } from '@faker-js/faker/locale/ar';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContractFromDisk } from '../../mocks/lib/load-contract-node';
import { probe } from '../../scripts/contract-probe';
import { loadContract } from '../../scripts/contract-schema';
import { appKeyGate, DEV_APP_KEY } from '../../scripts/mock-app-key';
import { statelessHandlers, type StatelessMode } from '../../scripts/mock-stateless';

const BASE = 'http://localhost:8787';
const doc = loadContract();
const serve = (mode: StatelessMode) => {
  const handlers = [appKeyGate(DEV_APP_KEY), ...statelessHandlers(doc, mode)];
  return (async (input: string | URL, init: RequestInit = {}) =>
    (await getResponse(handlers, new Request(input, init))) ??
    Response.json({ message: 'no handler' }, { status: 599 })) as typeof fetch;
};
const call = (fetchImpl: typeof fetch, path: string, init: RequestInit = {}) =>
  fetchImpl(`${BASE}/apiBack/v1${path}`, {
    ...init,
    headers: { 'X-App-Key': DEV_APP_KEY, 'Content-Type': 'application/json', ...init.headers },
  });

beforeAll(() => {
  loadContractFromDisk();
  faker.seed(20261121);
});

describe('mock:server --stateless', () => {
  // The faker factories over every GET are tests/contract/generated-mocks.test.ts; here the
  // composed examples over every GET, and the factories behind --dynamic on one list.
  it.each([
    ['static', undefined],
    ['dynamic', '/user/offers'],
  ] as const)(
    'answers GETs with bodies the contract accepts (%s)',
    async (mode, only) => {
      const rows = await probe({
        baseUrl: BASE,
        checks: ['shape'],
        only,
        fetchImpl: serve(mode),
        accounts: { tenant: { token: 'any-token' }, lessor: { token: 'any-token' } },
      });
      expect(rows.length).toBeGreaterThan(only ? 1 : 60);
      const bad = rows.filter((r) => r.result !== 'ok').map((r) => `${r.operationId}: ${r.note}`);
      expect(bad).toEqual([]);
    },
    30_000,
  );

  it('answers from the examples: the same body every time, the declared success status', async () => {
    const fetchImpl = serve('static');
    const auth = { Authorization: 'Bearer any-token' };
    const first = await (await call(fetchImpl, '/user/offers/5', { headers: auth })).json();
    const again = await (await call(fetchImpl, '/user/offers/9', { headers: auth })).json();
    expect(first).toEqual(again);
    expect(first.data.name).toBe('عرض اليوم الوطني');
    const block = await call(fetchImpl, '/user/calendar/3/blocks', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        start_date: '2026-12-01',
        end_date: '2026-12-02',
        kind: 'maintenance',
      }),
    });
    expect(block.status).toBe(201);
  });

  it('refuses like Prism: 401 without a token, 422 per field for a body the contract refuses', async () => {
    const fetchImpl = serve('static');
    expect((await call(fetchImpl, '/user/offers')).status).toBe(401);
    const bad = await call(fetchImpl, '/user/offers', {
      method: 'POST',
      headers: { Authorization: 'Bearer any-token' },
      body: JSON.stringify({ name: 'x', value: 'ten' }),
    });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['value', 'start_date']));
    const query = await call(fetchImpl, '/user/offers?page=zero', {
      headers: { Authorization: 'Bearer any-token' },
    });
    expect(query.status).toBe(422);
  });
});
