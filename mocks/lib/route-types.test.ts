// @vitest-environment node
// `route()` is typed against the contract's generated `paths`: the cases in
// route-type-cases.ts must each fail to compile where marked (a wrong path, a wrong
// method, a body field or path parameter the operation does not have, a tenant read as
// a lessor). Type-checking the fixture alone makes an unused `@ts-expect-error` — a
// mistake that compiled — fail this test, not only `tsc`.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeCheckFixture } from '../../tests/setup/type-check-fixture';
import { routeTypeCases } from './route-type-cases';

const FIXTURE = resolve(import.meta.dirname, 'route-type-cases.ts');

describe('route() types', () => {
  it('refuses a wrong path, method, body field, path parameter or caller (type check)', () => {
    expect(typeCheckFixture(FIXTURE)).toEqual([]);
  }, 120_000);

  it('registers each case under the API prefix with msw path parameters', () => {
    const paths = Object.values(routeTypeCases).map((make) => make().info.path);
    expect(paths).toContain('*/apiBack/v1/user/reservations/:id/reject');
    expect(paths).toContain('*/apiBack/v1/ordinaries/favorites/:officeId');
  });
});
