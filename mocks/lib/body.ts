// Request bodies as plain objects: JSON, or a multipart/url-encoded form whose text
// values get their contract types back (a file becomes a placeholder path in the body; its
// part, bytes included, is kept per request for the handler: `uploadedFiles`, lib/uploads.ts).
// The media type is checked against what the operation declares BEFORE anything is parsed:
// a body in another type is 415, a body that does not parse is 400, and a parsed body that
// is not an object (null, an array, a number) is 422 — so no handler or rule ever reads a
// field of something that is not an object.
import { mp4DurationSeconds } from '@/domain/listing/video';
import { msg } from '@schemas/messages';
import {
  fileNameProblem,
  sniffFileKind,
  SNIFF_BYTES,
  uploadProblem,
  type FileKind,
} from '@schemas/upload';
import { contractLoaded, getContract, type DocNode } from './contract';
import { ApiFailure, MESSAGES } from './http';
import { API_PREFIX, type Method } from './route-types';

const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';

/** `{ body: [invalidInput] }`: the whole body is wrong, not one field. */
const wholeBody = (status: number, message: string = MESSAGES.invalidInput) =>
  new ApiFailure(status, message, { body: [msg('invalidInput')] });

/** The media type of a request, without its parameters (`; charset=`, `; boundary=`). */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The media types the contract declares for the operation's body (empty: it takes none). */
export function declaredMedia(path: string, method: Method): string[] {
  if (!contractLoaded()) return [JSON_TYPE, MULTIPART];
  const content = getContract().paths[`${API_PREFIX}${path}`]?.[method]?.requestBody?.content;
  return Object.keys(content ?? {});
}

/**
 * A request's body bytes as the node:http server read them (http-adapter.ts), so the JSON path
 * decodes them instead of reading the request's stream again (a clone to see whether it is empty,
 * then the text). A request made any other way reads its stream, as before.
 */
const received = new WeakMap<Request, Uint8Array>();
export const rememberBody = (request: Request, bytes: Uint8Array) => received.set(request, bytes);
const utf8 = new TextDecoder();

export async function jsonBody(request: Request): Promise<unknown> {
  const bytes = received.get(request);
  const text = bytes ? utf8.decode(bytes) : await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw wholeBody(400, MESSAGES.malformedBody);
  }
}

export const isForm = (request: Request) =>
  /multipart\/form-data|x-www-form-urlencoded/.test(request.headers.get('content-type') ?? '');

/** An uploaded file part: what a handler checks, and its bytes (lib/uploads.ts keeps them). */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  /** What its first bytes say it is (null: none the product accepts). */
  kind: FileKind | null;
  /** A video's length in seconds, from its movie header (undefined when it does not say). */
  duration_s?: number;
  /** The part itself: its bytes are read only when the upload is kept. */
  blob: Blob;
}

const files = new WeakMap<Request, Record<string, UploadedFile[]>>();
/** The form fields of a request that came as text parts (not files). */
const textParts = new WeakMap<Request, Set<string>>();

/** The files of a multipart request by field name (the last part of a repeated field). */
export function uploadedFiles(request: Request): Record<string, UploadedFile | undefined> {
  return Object.fromEntries(
    Object.entries(files.get(request) ?? {}).map(([k, list]) => [k, list.at(-1)]),
  );
}

/** Every file part of `field` (`attachments[]`), in the order they were sent. */
export function uploadedFileList(request: Request, field: string): UploadedFile[] {
  return files.get(request)?.[field] ?? [];
}

/** Multipart or JSON body as a plain object (files become their names: nothing is uploaded). */
export async function formBody(request: Request): Promise<Record<string, unknown>> {
  if (!isForm(request)) return (await jsonBody(request)) as Record<string, unknown>;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A missing boundary, a cut-off part, "abc" sent as multipart: the client's fault.
    throw wholeBody(400, MESSAGES.malformedBody);
  }
  const out: Record<string, unknown> = {};
  const seen: Record<string, UploadedFile[]> = {};
  const texts = new Set<string>();
  files.set(request, seen);
  textParts.set(request, texts);
  const refused: Record<string, string[]> = {};
  for (const [key, value] of form.entries()) {
    const k = key.replace(/\[\]$/, '');
    // A file is judged by its bytes (kind, size), never by its name or claimed type.
    const head =
      typeof value === 'string'
        ? null
        : new Uint8Array(await value.slice(0, SNIFF_BYTES).arrayBuffer());
    if (typeof value !== 'string') {
      const kind = sniffFileKind(head!);
      const file: UploadedFile = {
        name: value.name,
        size: value.size,
        type: value.type,
        kind,
        blob: value,
      };
      (seen[k] ??= []).push(file);
      if (kind === 'mp4')
        file.duration_s = await mp4DurationSeconds(
          async (at, length) => new Uint8Array(await value.slice(at, at + length).arrayBuffer()),
          value.size,
        );
    }
    if (typeof value === 'string') texts.add(k);
    const problem =
      head && typeof value !== 'string'
        ? (fileNameProblem(value.name) ?? uploadProblem(k, value.size, head))
        : null;
    if (problem && !refused[k]?.includes(problem)) (refused[k] ??= []).push(problem);
    const v =
      typeof value === 'string'
        ? value
        : `/files/uploads/${encodeURIComponent(value.name || 'upload.bin')}`;
    if (Object.hasOwn(out, k)) out[k] = ([] as unknown[]).concat(out[k], v);
    else out[k] = key.endsWith('[]') ? [v] : v;
  }
  if (Object.keys(refused).length) throw new ApiFailure(422, MESSAGES.invalidInput, refused);
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
  let schema: DocNode = content[MULTIPART]?.schema;
  if (!schema) return body;
  if (schema.$ref)
    schema = getContract().components.schemas[String(schema.$ref).split('/').pop()!] as DocNode;
  const props: Record<string, { type?: string; $ref?: string }> = schema?.properties ?? {};
  const out = { ...body };
  for (const [key, value] of Object.entries(out)) {
    let prop = Object.hasOwn(props, key) ? props[key] : undefined;
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

/** The fields of the operation's multipart schema that are files (`contentMediaType`). */
function fileFields(path: string, method: Method): string[] {
  if (!contractLoaded()) return [];
  const content = getContract().paths[`${API_PREFIX}${path}`]?.[method]?.requestBody?.content ?? {};
  let schema: DocNode = content[MULTIPART]?.schema;
  if (schema?.$ref)
    schema = getContract().components.schemas[String(schema.$ref).split('/').pop()!] as DocNode;
  const props = (schema?.properties ?? {}) as Record<string, DocNode>;
  return Object.keys(props).filter(
    (k) => props[k]?.contentMediaType || props[k]?.items?.contentMediaType,
  );
}

/** A file field sent as a plain text part (a path, a URL, a name) is not a file: 422. */
function refuseTextFiles(request: Request, path: string, method: Method) {
  const texts = textParts.get(request);
  if (!texts?.size) return;
  const refused: Record<string, string[]> = {};
  for (const k of fileFields(path, method)) if (texts.has(k)) refused[k] = [msg('fileNotAttached')];
  if (Object.keys(refused).length) throw new ApiFailure(422, MESSAGES.invalidInput, refused);
}

/** True when the request carries no body bytes at all. */
async function isEmpty(request: Request): Promise<boolean> {
  if (!request.body) return true;
  const bytes = received.get(request);
  if (bytes) return bytes.byteLength === 0;
  return (await request.clone().arrayBuffer()).byteLength === 0;
}

/**
 * The body of a request of `method` on the contract `path` (after the API prefix), as a
 * plain object. An operation without a body in the contract ignores whatever was sent.
 */
export async function readBody(
  request: Request,
  path: string,
  method: Method,
): Promise<Record<string, unknown>> {
  if (method === 'get' || method === 'delete') return {};
  const declared = declaredMedia(path, method);
  if (!declared.length || (await isEmpty(request))) return {};
  const type = mediaType(request);
  if (!declared.includes(type)) throw wholeBody(415, MESSAGES.unsupportedMedia);
  let body: unknown;
  if (type === MULTIPART) {
    const form = await formBody(request);
    refuseTextFiles(request, path, method);
    body = coerceForm(path, method, form);
  } else body = await jsonBody(request);
  if (!isPlainObject(body)) throw wholeBody(422);
  return body;
}
