// @vitest-environment node
import './node-storage-shim';
import { describe, expect, it } from 'vitest';
import {
  createContractValidator,
  formatAjvErrors,
  type Schema,
} from '../../scripts/contract-schema';

const v = createContractValidator();

/** Every schema node of the contract that carries an `example`, with a readable location. */
function collectExamples(): { where: string; schema: Schema; example: unknown }[] {
  const found: { where: string; schema: Schema; example: unknown }[] = [];
  const visitSchema = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const s = node as Schema;
    if ('example' in s && !('$ref' in s)) found.push({ where, schema: s, example: s.example });
    for (const [k, child] of Object.entries(s.properties ?? {}))
      visitSchema(child, `${where}.${k}`);
    if (s.items) visitSchema(s.items, `${where}[]`);
    if (s.additionalProperties) visitSchema(s.additionalProperties, `${where}{}`);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
      ((s[key] as unknown[]) ?? []).forEach((c, i) => visitSchema(c, `${where}.${key}[${i}]`));
  };
  const visitDoc = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [k, child] of Object.entries(node)) {
      if (k === 'schema') visitSchema(child, `${where}.schema`);
      else visitDoc(child, `${where}.${k}`);
    }
  };
  for (const [name, schema] of Object.entries(v.doc.components.schemas)) visitSchema(schema, name);
  visitDoc(v.doc.paths, 'paths');
  visitDoc(v.doc.components.parameters, 'parameters');
  // Media-type examples (the error responses) validate against their media schema.
  for (const [name, res] of Object.entries(v.doc.components.responses)) {
    const media = res.content?.['application/json'];
    if (media?.example !== undefined && media.schema)
      found.push({ where: `responses.${name}`, schema: media.schema, example: media.example });
  }
  return found;
}

describe('contract examples', () => {
  const examples = collectExamples();

  it('has realistic examples throughout (they drive docs and mocks)', () => {
    expect(examples.length).toBeGreaterThan(300);
  });

  it('every example validates against its own schema', () => {
    const failures = examples
      .map(({ where, schema, example }) => {
        const fn = v.compile(schema);
        return fn(example) ? null : `${where}: ${JSON.stringify(example)} → ${formatAjvErrors(fn)}`;
      })
      .filter(Boolean);
    expect(failures).toEqual([]);
  });

  it('the validator really rejects bad values (no silently ignored keywords)', () => {
    const phone = v.compile({ $ref: '#/components/schemas/SaudiPhone' });
    expect(phone('+966501234567')).toBe(true);
    expect(phone('0501234567')).toBe(false);
    const status = v.compile({ $ref: '#/components/schemas/ReservationStatus' });
    expect(status('processing')).toBe(true);
    expect(status('done')).toBe(false);
    const date = v.compile({ $ref: '#/components/schemas/Date' });
    expect(date('2026-02-30')).toBe(false);
  });
});
