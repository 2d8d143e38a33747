// @vitest-environment node
// The generated conformance suite (contract:fuzz) against the embedded backend behind the mock
// server's app-key gate, bounded: the tenant's operations, 3 cases per property, a fixed seed.
// Then a backend that answers 500, or 200 to a broken body, must fail it.
import '../../mocks/testing/node-storage';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { call, describeErrors, responseValidator, seedSessions } from '../../mocks/testing/api';
import { formatFuzz, fuzz } from '../../scripts/contract-fuzz';
import { appKeyGate } from '../../scripts/mock-app-key';

serveEmbeddedBackend();

const KEY = 'fuzz-test-key';
const chain = [appKeyGate(KEY), ...handlers];
const backend = (async (input: string | URL, init: RequestInit = {}) =>
  (await getResponse(chain, new Request(input, init))) ??
  Response.json({ message: 'There is no Data' }, { status: 404 })) as typeof fetch;
const BASE = { baseUrl: 'http://localhost:5173/apiBack/v1', appKey: KEY, runs: 3, seed: 42 };
/**
 * The business refusals a random valid body may get from the tenant's operations (the fuzz
 * config): ids of offices, units, reservations the account does not have (422/404), dates in
 * the past, a status the row is not in, a name with characters other than letters (a rule the
 * schema does not carry). Any other 4xx to a valid body fails the run.
 */
const TENANT_REFUSALS: Record<string, number[]> = {
  updateTenantProfile: [422],
  addFavorite: [422],
  createReview: [422],
  reportOffice: [404],
  checkCoupon: [422],
  quoteReservation: [422],
  createReservation: [422],
  cancelTenantReservation: [422],
  createPaymentSession: [422],
  rejectContract: [422],
  startTenantConversation: [422],
  // A random reservation id is not the tenant's (422), a random payment id is nobody's (404).
  createStcPayPayment: [422],
  confirmStcPayPayment: [404],
};

describe('contract:fuzz', () => {
  it('finds the tenant operations of the embedded backend conforming', async () => {
    const rows = await fuzz({
      ...BASE,
      only: '/apiBack/v1/ordinaries/',
      fetchImpl: backend,
      allowStatus: TENANT_REFUSALS,
    });
    expect(
      rows.filter((r) => r.result === 'FAIL'),
      formatFuzz(rows),
    ).toEqual([]);
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['invalid-body', 'query', 'valid-body']);
    expect(rows.length).toBeGreaterThan(15);
  }, 60_000);

  // Found by this runner (15 cases per property over the whole contract): a draft office created
  // without a detailed title answered `ad_title: ''`, below the contract's minLength.
  it('answers a draft office saved without a detailed title without an empty ad_title', async () => {
    await seedSessions();
    const r = await call('post', '/user/offices', {
      as: 'lessor',
      body: { name: 'مكتب تجريبي', category: 'private_office', is_draft: true },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).not.toHaveProperty('ad_title');
    const valid = responseValidator('/user/offices', 'post', 201)!;
    expect(valid(r.body), describeErrors(valid)).toBe(true);
  });

  it('fails a backend that refuses every valid body, even with a declared 422', async () => {
    const refusing = (async (input: string | URL, init: RequestInit = {}) =>
      init.method && init.method !== 'GET' && typeof init.body === 'string'
        ? Response.json(
            { message: 'Invalid Input', errors: { name: ['The name is invalid.'] } },
            { status: 422 },
          )
        : backend(input, init)) as typeof fetch;
    const rows = await fuzz({ ...BASE, only: 'addFavorite', fetchImpl: refusing });
    const valid = rows.find((r) => r.kind === 'valid-body');
    expect(valid).toMatchObject({ result: 'FAIL' });
    expect(valid!.note).toMatch(/a valid body was refused with 422/);
  }, 60_000);

  it('sends array query parameters exploded (features=a&features=b), as the contract says', async () => {
    const urls: string[] = [];
    const recording = (async (input: string | URL, init: RequestInit = {}) => {
      urls.push(String(input));
      return backend(input, init);
    }) as typeof fetch;
    await fuzz({ ...BASE, runs: 12, only: 'searchOffices', fetchImpl: recording });
    const features = urls
      .filter((u) => u.includes('/public/offices?'))
      .map((u) => new URL(u).searchParams.getAll('features'));
    expect(features.some((f) => f.length > 1)).toBe(true);
    expect(features.flat().some((f) => f.includes(','))).toBe(false);
  }, 60_000);

  it('fails a backend that answers 500 or accepts a broken body, naming the operation', async () => {
    const broken = (async (input: string | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.includes('/ordinaries/favorites') && init.method === 'POST')
        return Response.json({ data: { id: 1 } }, { status: 201 });
      if (new URL(url).pathname.endsWith('/ordinaries/invoices'))
        return Response.json({ message: 'boom' }, { status: 500 });
      return backend(input, init);
    }) as typeof fetch;
    const rows = await fuzz({ ...BASE, only: '/apiBack/v1/ordinaries/', fetchImpl: broken });
    const failed = rows.filter((r) => r.result === 'FAIL');
    expect(failed.map((r) => `${r.kind} ${r.operationId}`)).toEqual(
      expect.arrayContaining(['query listTenantInvoices', 'invalid-body addFavorite']),
    );
    expect(formatFuzz(rows)).toMatch(/FAIL +query +listTenantInvoices +server error 500/);
  }, 60_000);
});
