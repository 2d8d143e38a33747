// @vitest-environment node
import './node-storage-shim';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadContractSource, runCli, type ContractChange } from '../../scripts/contract-diff';
import { CONTRACT_FILE, type OpenApiDoc } from '../../scripts/contract-schema';

// One real mutated copy of the contract on disk, diffed once through the CLI entry (in-process:
// api-smart-diff takes a few seconds on the whole contract).
let dir: string;
let result: { code: number; output: string };
let changes: ContractChange[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-diff-'));
  const doc = loadContractSource(CONTRACT_FILE) as OpenApiDoc;
  const s = doc.components.schemas;
  // Breaking for clients: a response field disappears, a request field becomes required.
  const invoice = s.TenantInvoice as { required: string[]; properties: Record<string, unknown> };
  delete invoice.properties.remaining_amount;
  invoice.required = invoice.required.filter((k) => k !== 'remaining_amount');
  (s.ReservationInput as { required: string[] }).required.push('coupon_code');
  // Non-breaking: a new optional response field.
  (s.Review as { properties: Record<string, unknown> }).properties.helpful_count = {
    type: 'integer',
    minimum: 0,
  };
  const mutated = join(dir, 'mutated.yaml');
  await writeFile(mutated, stringify(doc));
  result = runCli([CONTRACT_FILE, '--new', mutated, '--json']);
  changes = JSON.parse(result.output) as ContractChange[];
}, 30_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('contract:diff', () => {
  it('exits 1 when there is a breaking change', () => {
    expect(result.code).toBe(1);
  });

  it('classifies a removed response field and a newly required request field as breaking', () => {
    const breaking = changes.filter((c) => c.type === 'breaking').map((c) => c.path);
    expect(
      breaking.some((p) => p.includes('ordinaries/invoices') && p.includes('remaining_amount')),
    ).toBe(true);
    expect(
      breaking.some((p) => p.includes('ordinaries/reservations') && p.includes('required')),
    ).toBe(true);
  });

  it('lists non-breaking changes too', () => {
    expect(changes.some((c) => c.type === 'non-breaking' && c.path.includes('helpful_count'))).toBe(
      true,
    );
  });
});
