// openapi-fetch answers `{ data, error, response }`: a failed call throws the error body so
// the wizard maps a 422 onto its fields and keeps the form.
export function must<T>(r: { data?: T; error?: unknown; response: Response }): T {
  if (r.error !== undefined || r.data === undefined)
    throw { status: r.response.status, body: r.error };
  return r.data;
}

/** Predicate for invalidating every cached page of one list operation. */
export const isPath = (path: string) => (q: { queryKey: readonly unknown[] }) =>
  q.queryKey[1] === path;
