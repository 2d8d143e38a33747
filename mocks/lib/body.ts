// Request bodies as plain objects: JSON, or a multipart/url-encoded form whose text
// values get their contract types back (files become upload paths: nothing is stored).
import { contractLoaded, getContract, type DocNode } from './contract';
import { ApiFailure, MESSAGES } from './http';
import { API_PREFIX, type Method } from './route-types';

export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiFailure(422, MESSAGES.invalidInput, { body: ['Malformed JSON'] });
  }
}

export const isForm = (request: Request) =>
  /multipart\/form-data|x-www-form-urlencoded/.test(request.headers.get('content-type') ?? '');

/** What a handler may check of an uploaded file (its bytes are never kept). */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
}

const files = new WeakMap<Request, Record<string, UploadedFile>>();

/** The files of a multipart request by field name (size and type for the upload rules). */
export function uploadedFiles(request: Request): Record<string, UploadedFile | undefined> {
  return files.get(request) ?? {};
}

/** Multipart or JSON body as a plain object (files become their names: nothing is uploaded). */
export async function formBody(request: Request): Promise<Record<string, unknown>> {
  if (!isForm(request)) return (await jsonBody(request)) as Record<string, unknown>;
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  const seen: Record<string, UploadedFile> = {};
  files.set(request, seen);
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string')
      seen[key.replace(/\[\]$/, '')] = { name: value.name, size: value.size, type: value.type };
    const v =
      typeof value === 'string'
        ? value
        : `/files/uploads/${encodeURIComponent(value.name || 'upload.bin')}`;
    const k = key.replace(/\[\]$/, '');
    if (k in out) out[k] = ([] as unknown[]).concat(out[k], v);
    else out[k] = key.endsWith('[]') ? [v] : v;
  }
  return out;
}

/** Multipart values arrive as text: give numbers and booleans back their contract types. */
export function coerceForm(
  path: string,
  method: Method,
  body: Record<string, unknown>,
): Record<string, unknown> {
  if (!contractLoaded()) return body;
  const content = getContract().paths[`${API_PREFIX}${path}`]?.[method]?.requestBody?.content ?? {};
  let schema: DocNode = content['multipart/form-data']?.schema;
  if (!schema) return body;
  if (schema.$ref)
    schema = getContract().components.schemas[String(schema.$ref).split('/').pop()!] as DocNode;
  const props: Record<string, { type?: string; $ref?: string }> = schema?.properties ?? {};
  const out = { ...body };
  for (const [key, value] of Object.entries(out)) {
    let prop = props[key];
    if (prop?.$ref)
      prop = getContract().components.schemas[prop.$ref.split('/').pop()!] as { type?: string };
    if (typeof value !== 'string' || !prop) continue;
    if (
      (prop.type === 'integer' || prop.type === 'number') &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
    )
      out[key] = Number(value);
    if (prop.type === 'boolean' && (value === 'true' || value === 'false'))
      out[key] = value === 'true';
  }
  return out;
}

/** The body of a request of `method` on the contract `path` (after the API prefix). */
export async function readBody(
  request: Request,
  path: string,
  method: Method,
): Promise<Record<string, unknown>> {
  if (method === 'get' || method === 'delete') return {};
  return isForm(request)
    ? coerceForm(path, method, await formBody(request))
    : ((await jsonBody(request)) as Record<string, unknown>);
}
