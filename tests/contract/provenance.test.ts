// @vitest-environment node
// Provenance in the contract: the eight calls spec section 7 names carry `x-spec: known` (the
// real backend's), every other operation `x-stability-level: draft` (the frontend's proposal),
// and the known answers are only as strict as the spec says.
import './node-storage-shim';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../scripts/contract-schema';

// Spec section 7, "The calls it makes", as written there.
const SPEC_CALLS = [
  'GET /apiBack/v1/ordinaries/invoices',
  'GET /apiBack/v1/ordinaries/invoices/{id}',
  'GET /apiBack/v1/user/invoices',
  'GET /apiBack/v1/user/invoices/{id}',
  'GET /apiBack/v1/user/profile',
  'GET /apiBack/v1/ordinaries/profile',
  'GET /apiBack/v1/user/settings/general',
  'GET /apiBack/v1/user/settings/search_data',
];

const doc = loadContract();
const ops = listOperations(doc);

describe('provenance', () => {
  it('marks exactly the eight calls of spec section 7 as known', () => {
    const known = ops
      .filter(({ op }) => op['x-spec'] === 'known')
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(known.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('marks every other operation as a draft proposal', () => {
    const unmarked = ops.filter(
      ({ op }) => op['x-spec'] !== 'known' && op['x-stability-level'] !== 'draft',
    );
    expect(unmarked.map(({ op }) => op.operationId)).toEqual([]);
  });

  it("requires only `data` and `total` of the known pages (the spec's words)", () => {
    for (const name of ['PagedTenantInvoices', 'PagedBusinessInvoices'])
      expect(doc.components.schemas[name].required, name).toEqual(['data', 'total']);
  });
});
