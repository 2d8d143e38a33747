// A 422 answer `{ message, errors: { field: [msg] } }` lands on its fields. Accepts the
// body itself or an error wrapping it (`{ body }`, `{ error }`, `{ cause }`).
export interface ValidationBody {
  message?: string;
  errors: Record<string, string[]>;
}

export function readValidationErrors(err: unknown): ValidationBody | null {
  const seen = new Set<unknown>();
  let cur: unknown = err;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const o = cur as Record<string, unknown>;
    if (o.errors && typeof o.errors === 'object' && !Array.isArray(o.errors)) {
      const errors: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(o.errors as Record<string, unknown>)) {
        const list = (Array.isArray(v) ? v : [v]).filter((m): m is string => typeof m === 'string');
        if (list.length) errors[k] = list;
      }
      return { message: typeof o.message === 'string' ? o.message : undefined, errors };
    }
    cur = o.body ?? o.error ?? o.cause ?? o.data;
  }
  return null;
}

/** The message of any error body, for the form-level alert. */
export function readErrorMessage(err: unknown): string | undefined {
  if (err && typeof err === 'object') {
    const o = err as Record<string, unknown>;
    if (typeof o.message === 'string' && o.message) return o.message;
    return readErrorMessage(o.body ?? o.error ?? o.cause);
  }
  return undefined;
}
