// @vitest-environment node
import './node-storage-shim';
import { faker } from '@faker-js/faker/locale/ar';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '@mocks/generated/endpoints/index.msw';
import { probe } from '../../scripts/contract-probe';

// The generated (orval) handlers answer every operation with faker data; contract:probe run
// against them proves the default mocks conform to the contract they were generated from
// (patterns, ranges, enums, required fields), and exercises the probe itself end to end.
const handlers = Object.values(generated).flatMap((group) => (group as () => never[])());
const server = setupServer(...handlers);

beforeAll(() => {
  faker.seed(20261121);
  faker.setDefaultRefDate('2026-11-21T00:00:00Z');
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('generated mocks', () => {
  it('answer every GET operation with a body that conforms to the contract', async () => {
    // Shapes only: the faker handlers ignore tokens, bodies, filters and paging (401/403/422 and a
    // stable total across pages cannot hold).
    const rows = await probe({
      baseUrl: 'http://localhost:5173/apiBack/v1',
      checks: ['shape'],
    });
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((r) => r.result !== 'ok').map((r) => `${r.operationId}: ${r.note}`)).toEqual(
      [],
    );
  }, 30_000);

  it('make the probe report wrong bodies, undeclared statuses and non-JSON answers', async () => {
    server.use(
      http.get('*/apiBack/v1/user/settings/general', () =>
        HttpResponse.json({ data: { site_title_ar: 5 } }),
      ),
      http.get(
        '*/apiBack/v1/user/settings/search_data',
        () => new HttpResponse('oops', { status: 418 }),
      ),
    );
    const rows = await probe({
      baseUrl: 'http://localhost:5173',
      only: '/settings/',
      demoLogin: false,
      checks: ['shape'],
    });
    const byId = Object.fromEntries(rows.map((r) => [r.operationId, r]));
    expect(byId.getGeneralSettings.result).toBe('FAIL');
    expect(byId.getGeneralSettings.note).toMatch(/^body: \/data must have required property/);
    expect(byId.getSearchData.result).toBe('FAIL');
    expect(byId.getSearchData.note).toMatch(/status 418 not declared.*content-type/);
  });
});
