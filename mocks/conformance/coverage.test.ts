// @vitest-environment node
// Every operation of the contract is covered by the conformance suite: its tag belongs
// to exactly one test group, and its tag's fixture table has its operationId (and no
// fixture names an operation of another tag).
import { describe, expect, it } from 'vitest';
import { loadContractFromDisk } from '../lib/load-contract-node';
import { contractOperations } from '../testing/api';
import { FIXTURES_BY_TAG } from './fixtures';
import { CONFORMANCE_GROUPS } from './groups';

loadContractFromDisk();
const operations = contractOperations();
const grouped: string[] = Object.values(CONFORMANCE_GROUPS).flat();

describe('conformance coverage', () => {
  it('puts every tag of the contract in exactly one group', () => {
    const tags = [...new Set(operations.map(([, , , tag]) => tag))].sort();
    expect([...grouped].sort()).toEqual(tags);
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('has a fixture for every operation, in its own tag table', () => {
    const missing = operations
      .filter(([, , id, tag]) => !FIXTURES_BY_TAG[tag]?.[id])
      .map(([m, p, id]) => `${id} (${m} ${p})`);
    expect(missing).toEqual([]);
    const tagOf = new Map(operations.map(([, , id, tag]) => [id, tag]));
    const stray = Object.entries(FIXTURES_BY_TAG).flatMap(([tag, fixtures]) =>
      Object.keys(fixtures).filter((id) => tagOf.get(id) !== tag),
    );
    expect(stray).toEqual([]);
  });
});
