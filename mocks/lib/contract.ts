// The contract (openapi/apiback.yaml) as a runtime validator: request bodies are checked
// against the operation's schema before a handler runs, so EVERY operation answers 422
// with per-field messages for a body the contract rejects — without a hand-written copy of
// the contract's shapes. Semantic rules (Luhn, booking limits, ...) come from schemas/ on
// top. The document is injected (fs in Node, `?raw` import in the browser).
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { msg } from '@schemas/messages';

/** A node of the OpenAPI document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walked structurally
export type DocNode = any;

type Doc = {
  paths: Record<string, Record<string, DocNode>>;
  components: { schemas: Record<string, unknown> };
};

let doc: Doc | null = null;
let ajv: Ajv2020 | null = null;
const cache = new Map<string, ValidateFunction | null>();
/** An operation's query parameters and their validators (`contractQueryErrors`). */
const queryCache = new Map<
  string,
  Array<{
    spec: { name: string; required?: boolean; schema?: DocNode };
    fn: ValidateFunction | null;
  }> | null
>();

const ID = 'apiback';

/** Rewrites local refs (`#/components/...`) so a sub-schema compiles on its own. */
export function absolutise<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${ID}#/components/`));
}

export function setContract(document: unknown): void {
  doc = document as Doc;
  ajv = null;
  cache.clear();
  queryCache.clear();
}

/**
 * The validator for the loaded contract, made on first use: building it cost every page load
 * of the embedded backend 0.1–0.25 s of main thread (a profile of /details/1, 2026-11-27),
 * most of it compiling JSON Schema's meta-schema, and most page loads only read. The
 * contract is not checked against the meta-schema here (`validateSchema: false`):
 * `npm run contract:lint` does that once for the whole project.
 */
function getAjv(): Ajv2020 {
  if (!doc) throw new Error('contract not loaded: call setContract()');
  if (!ajv) {
    ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateFormats: true,
      validateSchema: false,
    });
    addFormats(ajv);
    ajv.addSchema({ $id: ID, components: doc.components } as object);
  }
  return ajv;
}

export function contractLoaded(): boolean {
  return doc !== null;
}

export function getContract(): Doc {
  if (!doc) throw new Error('contract not loaded: call setContract()');
  return doc;
}

export function compile(schema: unknown): ValidateFunction {
  return getAjv().compile(absolutise(schema) as object);
}

/** `compile` once per key for the contract loaded now (the cache is cleared by setContract). */
export function compileCached(key: string, schema: unknown): ValidateFunction {
  let fn = cache.get(key);
  if (!fn) {
    fn = compile(schema);
    cache.set(key, fn);
  }
  return fn;
}

/** The first tag of an operation (its feature area), or null when the contract lacks it. */
export function operationTag(path: string, method: string): string | null {
  const tags = doc?.paths[path]?.[method]?.tags;
  return Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : null;
}

/** The request-body validator of an operation (by contract path and method), if it has a body. */
function bodyValidator(path: string, method: string): ValidateFunction | null {
  const key = `${method} ${path}`;
  if (cache.has(key)) return cache.get(key)!;
  const op = doc?.paths[path]?.[method];
  const content = op?.requestBody?.content ?? {};
  const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
  const fn = schema ? compile(schema) : null;
  cache.set(key, fn);
  return fn;
}

/** Maps one ajv error to the field it is about and a `validation:*` message key. */
function toFieldError(e: ErrorObject): [string, string] {
  const base = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
  switch (e.keyword) {
    case 'required': {
      const field = [base, (e.params as { missingProperty: string }).missingProperty]
        .filter(Boolean)
        .join('.');
      return [field, msg('required')];
    }
    case 'enum':
    case 'const':
      return [
        base || 'body',
        base.endsWith('accept_terms') ? msg('acceptTerms') : msg('invalidInput'),
      ];
    case 'type':
      return [
        base || 'body',
        ['number', 'integer'].includes(String((e.params as { type: string }).type))
          ? msg('invalidNumber')
          : msg('invalidInput'),
      ];
    case 'format':
      return [
        base,
        (e.params as { format: string }).format === 'email' ? msg('email') : msg('invalidInput'),
      ];
    default:
      return [base || 'body', msg('invalidInput')];
  }
}

/** `{ field: [messages] }` for a body the contract rejects, or null when it conforms. */
export function contractBodyErrors(
  path: string,
  method: string,
  body: unknown,
): Record<string, string[]> | null {
  if (!doc) return null;
  const validate = bodyValidator(path, method);
  if (!validate || validate(body)) return null;
  const errors: Record<string, string[]> = {};
  for (const e of validate.errors ?? []) {
    // oneOf/anyOf/if wrappers repeat what their branches said.
    if (['oneOf', 'anyOf', 'if', 'allOf'].includes(e.keyword)) continue;
    const [field, message] = toFieldError(e);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return Object.keys(errors).length ? errors : { body: [msg('invalidInput')] };
}

interface ParamSpec {
  name: string;
  in: string;
  required?: boolean;
  schema?: DocNode;
}

function resolveParam(p: DocNode): ParamSpec {
  if (p?.$ref) return (doc as DocNode).components.parameters[String(p.$ref).split('/').pop()!];
  return p;
}

function coerceQuery(value: string, schema: DocNode): unknown {
  let s = schema;
  if (s?.$ref) s = doc!.components.schemas[String(s.$ref).split('/').pop()!] as DocNode;
  if (
    (s?.type === 'integer' || s?.type === 'number') &&
    value.trim() !== '' &&
    !Number.isNaN(Number(value))
  )
    return Number(value);
  if (s?.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The query parameters of an operation with their validators, gathered once per operation for
 * the contract loaded now (per request it was ~1.5% of the mock server's CPU under load).
 */
function querySpecs(path: string, method: string) {
  const key = `${method} ${path}`;
  if (queryCache.has(key)) return queryCache.get(key)!;
  const item = doc!.paths[path];
  const op = item?.[method];
  const specs = op
    ? [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map(resolveParam)
        .filter((p) => p?.in === 'query')
        .map((spec) => ({ spec, fn: spec.schema ? compile(spec.schema) : null }))
    : null;
  queryCache.set(key, specs);
  return specs;
}

/** `{ param: [message] }` for query parameters the contract rejects (or misses), or null. */
export function contractQueryErrors(
  path: string,
  method: string,
  url: URL,
): Record<string, string[]> | null {
  if (!doc) return null;
  const specs = querySpecs(path, method);
  if (!specs) return null;
  const errors: Record<string, string[]> = {};
  for (const { spec, fn } of specs) {
    const raw = url.searchParams.getAll(spec.name);
    if (!raw.length) {
      if (spec.required) errors[spec.name] = [msg('required')];
      continue;
    }
    const isArray = spec.schema?.type === 'array';
    const value = isArray
      ? raw.flatMap((v) => v.split(',')).map((v) => coerceQuery(v, spec.schema?.items))
      : coerceQuery(raw[0], spec.schema);
    if (fn && !fn(value)) errors[spec.name] = [msg('invalidInput')];
  }
  return Object.keys(errors).length ? errors : null;
}
