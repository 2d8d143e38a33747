// @vitest-environment node
import './node-storage-shim';
import { resolve } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import type { components, paths } from '@/api/generated/apiback';
import { typeCheckFixture } from '../setup/type-check-fixture';
import { typeCases } from './fixtures/client-type-cases';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/client-type-cases.ts');

afterEach(() => vi.unstubAllGlobals());

describe('generated client types', () => {
  it('rejects a wrong path, a wrong enum, a wrong type_res_id and missing fields (type check of the fixture)', () => {
    // Type-check only the fixture (and what it imports) with the repo's compiler options: each
    // expect-error directive in it must be used, so each mistake really is a compile error.
    expect(typeCheckFixture(FIXTURE)).toEqual([]);
  }, 60_000);

  it('runs the same calls (they still reach fetch; the types are what stop them)', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ message: 'There is no Data' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient('http://localhost:5173');
    for (const call of Object.values(typeCases)) {
      const { response } = await call(api);
      expect(response.status).toBe(404);
    }
    expect(fetchMock).toHaveBeenCalledTimes(Object.keys(typeCases).length);
  });

  it('types the spec envelopes: data.data pages and the invoice enums', () => {
    type TenantInvoicesPage =
      paths['/apiBack/v1/ordinaries/invoices']['get']['responses'][200]['content']['application/json']['data'];
    expectTypeOf<TenantInvoicesPage['data'][number]>().toEqualTypeOf<
      components['schemas']['TenantInvoice']
    >();
    expectTypeOf<TenantInvoicesPage['total']>().toEqualTypeOf<number>();
    expectTypeOf<components['schemas']['InvoiceStatus']>().toEqualTypeOf<'paid' | 'partial'>();
    expectTypeOf<components['schemas']['TypeReservation']>().toEqualTypeOf<
      'hourly' | 'daily' | 'weekely' | 'monthly' | 'yearly'
    >();
    expectTypeOf<components['schemas']['TypeResId']>().toEqualTypeOf<1 | 2 | 3 | 4 | 5>();
  });
});
