// @vitest-environment node
// contract:fuzz's "valid" bodies must be valid: 50 samples for every operation with a JSON body,
// each checked with the project's own contract validator (ajv, JSON Schema 2020-12 + formats,
// scripts/contract-schema.ts). Before issue 29, 398 of 3,200 broke `exclusiveMinimum`,
// `multipleOf` or a `maxLength` counted in code points.
import './node-storage-shim';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createContractValidator,
  deref,
  formatAjvErrors,
  listOperations,
  type Schema,
} from '../../scripts/contract-schema';
import { arbitraryOf } from '../../scripts/fuzz-arbitraries';

const v = createContractValidator();
const doc = v.doc;
const SAMPLES = 50;

const bodies = listOperations(doc).flatMap((o) => {
  const rb = o.op.requestBody
    ? (deref(doc, o.op.requestBody as { $ref?: string }) as {
        content?: Record<string, { schema?: Schema }>;
      })
    : undefined;
  const schema = rb?.content?.['application/json']?.schema;
  return schema ? [{ id: o.op.operationId, schema }] : [];
});

describe('contract:fuzz arbitraries', () => {
  it('generates only bodies the contract accepts (every JSON-body operation, 50 samples each)', () => {
    expect(bodies.length).toBeGreaterThan(60);
    const bad: string[] = [];
    let total = 0;
    for (const { id, schema } of bodies) {
      const check = v.compile(schema);
      for (const body of fc.sample(arbitraryOf(doc, schema), { numRuns: SAMPLES, seed: 29 })) {
        total++;
        if (!check(body))
          bad.push(`${id}: ${formatAjvErrors(check)} in ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(total).toBe(bodies.length * SAMPLES);
    expect(bad.slice(0, 20), `${bad.length} of ${total} invalid`).toEqual([]);
  }, 120_000);

  it('honours exclusiveMinimum, multipleOf and maxLength in code points', () => {
    const schema = {
      type: 'object',
      required: ['price', 'step', 'name'],
      properties: {
        price: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
        step: { type: 'number', multipleOf: 0.01, minimum: 0, maximum: 1 },
        count: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 3 },
        name: { type: 'string', minLength: 1, maxLength: 3 },
      },
    };
    const check = v.compile(schema);
    for (const body of fc.sample(arbitraryOf(doc, schema), { numRuns: 500, seed: 7 }))
      expect(check(body), `${JSON.stringify(body)}: ${formatAjvErrors(check)}`).toBe(true);
  });
});
