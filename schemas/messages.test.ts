import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as rules from './index';

// Every schema exported from index.ts, built with default context where it is a factory.
const schemas: [string, z.ZodType][] = Object.entries(rules).flatMap(([name, value]) => {
  if (value instanceof z.ZodType) return [[name, value]];
  if (typeof value === 'function' && /^create\w+Schema$/.test(name)) {
    return [[name, (value as (ctx?: unknown) => z.ZodType)()]];
  }
  return [];
});

const junk: unknown[] = [{}, { a: 1 }, null, 'x', 42, []];

describe('every message is a validation key', () => {
  it('found the schemas', () => expect(schemas.length).toBeGreaterThan(20));

  it.each(schemas)('%s answers junk with validation:* keys only', (_name, schema) => {
    for (const value of junk) {
      const result = schema.safeParse(value);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        expect(issue.message, JSON.stringify({ value, path: issue.path })).toMatch(
          /^validation:[A-Za-z]+$/,
        );
        expect(rules.VALIDATION_KEYS).toContain(issue.message.slice('validation:'.length));
      }
    }
  });
});
