// Test helpers shared by the schema tests (not exported from index.ts).
import type { z } from 'zod';

/** The messages of a failed parse keyed by dotted path ('' for the root). */
export function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
