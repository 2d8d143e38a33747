// Loads the apiBack contract and builds an ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1)
// that validates any part of it. Shared by contract:probe and the contract tests.
import { resolve } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parseYamlFile } from '../mocks/lib/parse-yaml-file';

export const CONTRACT_FILE = resolve(import.meta.dirname, '../openapi/apiback.yaml');
const DOC_ID = 'https://apiback.local/contract.json';

export type OpenApiDoc = {
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, ParameterObject>;
    responses: Record<string, ResponseObject>;
  };
  [key: string]: unknown;
};
export type Schema = Record<string, unknown>;
export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  $ref?: string;
}
export interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: Schema; example?: unknown }>;
  $ref?: string;
}
export interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  parameters?: ParameterObject[];
  responses: Record<string, ResponseObject>;
  requestBody?: unknown;
  /** `[]` opens the operation to any caller (no app key): the public iCal feed. */
  security?: Record<string, string[]>[];
  'x-account'?: 'public' | 'tenant' | 'lessor' | 'any';
  /** Provenance: `known` for the calls spec section 7 names; the others are `draft`. */
  'x-spec'?: 'known';
  'x-stability-level'?: 'draft' | 'alpha' | 'beta' | 'stable';
}
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function loadContract(file: string = CONTRACT_FILE): OpenApiDoc {
  return parseYamlFile(file) as OpenApiDoc;
}

/** Local refs (#/components/...) rewritten to absolute ones so any fragment can be compiled alone. */
export function absolutizeRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(absolutizeRefs) as T;
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/')
          ? DOC_ID + v
          : absolutizeRefs(v);
    }
    return out as T;
  }
  return node;
}

export interface ContractValidator {
  /** Compile a schema fragment taken from the contract (local refs allowed). */
  compile(schema: Schema): ValidateFunction;
  doc: OpenApiDoc;
}

export function createContractValidator(doc: OpenApiDoc = loadContract()): ContractValidator {
  // strict off: OpenAPI adds keywords JSON Schema does not know (example, discriminator, x-*).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  // ajv-formats is CommonJS: depending on the loader the plugin is the module or its `default`.
  const plugin = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  plugin(ajv);
  ajv.addSchema({ $id: DOC_ID, components: absolutizeRefs(doc.components) });
  const cache = new Map<Schema, ValidateFunction>();
  return {
    doc,
    compile(schema) {
      let fn = cache.get(schema);
      if (!fn) {
        fn = ajv.compile(absolutizeRefs(schema));
        cache.set(schema, fn);
      }
      return fn;
    },
  };
}

/** Follows one `$ref` inside the contract (components only). */
export function deref<T>(doc: OpenApiDoc, node: T & { $ref?: string }): T {
  if (!node?.$ref) return node;
  const parts = node.$ref.replace(/^#\//, '').split('/');
  let cur: unknown = doc;
  for (const p of parts) cur = (cur as Record<string, unknown>)[p];
  return cur as T;
}

export function listOperations(doc: OpenApiDoc) {
  const ops: {
    method: (typeof HTTP_METHODS)[number];
    path: string;
    op: OperationObject;
    params: ParameterObject[];
  }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item as { parameters?: ParameterObject[] }).parameters ?? []).map((p) =>
      deref(doc, p),
    );
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? []).map((p) => deref(doc, p))];
      ops.push({ method, path, op, params });
    }
  }
  return ops;
}

/** `errors` as one short line: "/data/0/id must be integer; ...". */
export function formatAjvErrors(fn: ValidateFunction, max = 3): string {
  return (fn.errors ?? [])
    .slice(0, max)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}
