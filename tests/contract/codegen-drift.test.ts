// @vitest-environment node
import './node-storage-shim';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDrift } from '../../scripts/codegen-check';
import { CONTRACT_FILE } from '../../scripts/contract-schema';

// Types only (openapi-typescript, ~1 s): enough to show the check compares a fresh generation
// with the committed output. The full check (with orval) runs as `npm run codegen:check`.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-drift-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('codegen:check', () => {
  it('passes for the committed contract', async () => {
    const copy = join(dir, 'same.yaml');
    await copyFile(CONTRACT_FILE, copy);
    expect(await findDrift({ input: copy, only: 'types' })).toEqual([]);
  }, 30_000);

  it('fails when the contract changes without regeneration', async () => {
    const mutated = join(dir, 'mutated.yaml');
    const text = await readFile(CONTRACT_FILE, 'utf8');
    // A new optional field on TenantInvoice (anchored on its unique invoice_number ref).
    const anchor =
      /^( +)invoice_number: \{ \$ref: '#\/components\/schemas\/TenantInvoiceNumber' \}$/m;
    expect(text).toMatch(anchor);
    await writeFile(
      mutated,
      text.replace(
        anchor,
        (line, indent) => `${line}\n${indent}qr_code: { type: string, maxLength: 800 }`,
      ),
    );
    expect(await findDrift({ input: mutated, only: 'types' })).toEqual([
      'src/api/generated/apiback.ts',
    ]);
  }, 30_000);
});
