// @vitest-environment node
import './node-storage-shim';
import { faker } from '@faker-js/faker/locale/ar';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
afterAll(() => server.close());

describe('generated mocks', () => {
  it('answer every GET operation with a body that conforms to the contract', async () => {
    const rows = await probe({ baseUrl: 'http://localhost:5173/apiBack/v1' });
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((r) => r.result !== 'ok').map((r) => `${r.operationId}: ${r.note}`)).toEqual(
      [],
    );
  }, 30_000);
});
