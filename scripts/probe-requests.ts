// What contract:probe sends to one operation, from what the operation declares: the Accept its
// success answers allow (an iCal feed is `text/calendar`, not JSON), the required query, the body
// it takes (none, JSON or multipart, never a JSON `{}` to an operation without a body or to an
// upload), and the body the contract refuses (for the 422 check). Schemas reached through a
// chain of `$ref`s (`OfferInput` → `OfferFields`) are followed to the end.
import type { OpenApiDoc, OperationObject, ResponseObject, Schema } from './contract-schema.ts';
import { deref } from './contract-schema.ts';
import { exampleBody, exampleValue } from './probe-bodies.ts';
import type { CallOptions } from './probe-http.ts';
import { exampleOf, invalidBody, resolveSchema } from './probe-values.ts';

type Content = Record<string, { schema?: Schema }>;

function requestContent(op: OperationObject, doc: OpenApiDoc): Content {
  const rb = op.requestBody ? deref(doc, op.requestBody as { $ref?: string }) : undefined;
  return (rb as { content?: Content } | undefined)?.content ?? {};
}

/** The media types of the operation's success answers, JSON last (`text/calendar, application/json`). */
export function acceptFor(op: OperationObject, doc: OpenApiDoc): string {
  const types = new Set<string>();
  for (const [status, raw] of Object.entries(op.responses))
    if (/^2/.test(status))
      for (const t of Object.keys(deref(doc, raw as ResponseObject).content ?? {})) types.add(t);
  const json = [...types].filter((t) => t.includes('json'));
  const other = [...types].filter((t) => !t.includes('json'));
  // Error answers are JSON whatever the success type is.
  return [...other, ...(json.length ? json : ['application/json'])].join(', ');
}

export function requiredQuery(
  params: { in: string; required?: boolean; name: string; schema?: Schema }[],
  doc: OpenApiDoc,
) {
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query' && x.required)) {
    const value = exampleOf(p.schema, doc);
    if (value !== undefined) query.set(p.name, String(value));
  }
  return query;
}

/** A multipart value: a file field (`format: binary`, or typed Blob) gets a small file. */
function formValue(schema: Schema | undefined, doc: OpenApiDoc): string | Blob | undefined {
  const s = resolveSchema(doc, schema);
  if (s.format === 'binary' || s.contentMediaType || s['x-ts-type'] === 'Blob')
    return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  const value = exampleValue(s, doc);
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The body the operation documents, as it must travel: none when it takes none, its JSON
 * example, or a multipart form of its fields' examples (files as a small PNG). Used where the
 * body is not what is checked (no-token, other-account), so a correct backend answers for the
 * reason the check is about, not 415 or 422 for a body of the probe's own making.
 */
export function validRequest(
  op: OperationObject,
  doc: OpenApiDoc,
): Pick<CallOptions, 'body' | 'form'> {
  const content = requestContent(op, doc);
  if (content['application/json']) return { body: exampleBody(op.requestBody, doc) ?? {} };
  const multipart = content['multipart/form-data'];
  if (multipart) {
    const s = resolveSchema(doc, multipart.schema);
    const form: Record<string, string | Blob> = {};
    for (const [k, raw] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      const value = formValue(raw, doc);
      if (value !== undefined) form[k] = value;
    }
    return { form };
  }
  return {};
}

/** The request the contract refuses, JSON or multipart; undefined when nothing is refusable. */
export function badRequest(
  op: OperationObject,
  doc: OpenApiDoc,
): Pick<CallOptions, 'body' | 'form'> | undefined {
  const content = requestContent(op, doc);
  if (content['application/json']) {
    const body = invalidBody(content['application/json'].schema, doc);
    return body === undefined ? undefined : { body };
  }
  if (content['multipart/form-data']) {
    const s = resolveSchema(doc, content['multipart/form-data'].schema);
    return (s.required as string[] | undefined)?.length ? { form: {} } : undefined;
  }
  return undefined;
}
