// Does one answer conform to the contract for an operation? Status expected and declared,
// content type declared (JSON unless the operation says otherwise, e.g. text/calendar), body
// valid against the declared schema (ajv, JSON Schema 2020-12 + formats). Error answers are
// checked the same way, against the shared ApiError responses.
import {
  deref,
  formatAjvErrors,
  type ContractValidator,
  type OperationObject,
  type ResponseObject,
} from './contract-schema.ts';
import type { Answer } from './probe-http.ts';

export function conform(
  v: ContractValidator,
  op: OperationObject,
  answer: Answer,
  expected: number[],
): string[] {
  const problems: string[] = [];
  if (!expected.includes(answer.status))
    problems.push(`expected ${expected.join(' or ')}, got ${answer.status}`);
  const raw = op.responses[String(answer.status)] ?? op.responses.default;
  // Undeclared: still say whether it is JSON (a proxy's HTML error page, for example).
  if (!raw) problems.push(`status ${answer.status} not declared`);
  const content = raw ? (deref(v.doc, raw as ResponseObject).content ?? {}) : {};
  const types = Object.keys(content).length ? Object.keys(content) : ['application/json'];
  const ctype = answer.headers.get('content-type') ?? '';
  const type = types.find((t) => ctype.includes(t));
  if (!type) {
    problems.push(`content-type "${ctype}", expected ${types.join(' or ')}`);
    return problems;
  }
  const schema = raw ? content[type]?.schema : undefined;
  if (!schema) return problems;
  const fn = v.compile(schema);
  const value = type.includes('json') ? answer.json : answer.text;
  if (value === undefined) problems.push('body is not JSON');
  else if (!fn(value)) problems.push(`body: ${formatAjvErrors(fn)}`);
  return problems;
}

/**
 * The contract as documented, without the tolerance the known calls carry (`x-spec-tolerance`):
 * an `open-enum` keeps only its listed values, a `nullable` field may no longer be null, an
 * `open-shape` requires its `x-documented-required` keys. The
 * probe validates known answers against it too: what only the tolerance lets through is a note
 * (or, with --strict-known, a failure), so a backend team sees where it leaves the documented
 * values without the frontend refusing what the spec allows.
 */
export function documentedDoc<T>(node: T): T {
  if (Array.isArray(node)) return node.map(documentedDoc) as T;
  if (!node || typeof node !== 'object') return node;
  const { 'x-spec-tolerance': tolerance, ...rest } = node as Record<string, unknown>;
  if (tolerance === 'open-shape') {
    // The keys the spec does not promise: required as the contract documents them.
    rest.required = rest['x-documented-required'];
  } else if (tolerance === 'open-enum' || tolerance === 'nullable') {
    const branches = rest.anyOf as Record<string, unknown>[] | undefined;
    if (branches) {
      const kept = branches.find((b) => b.$ref) ?? branches[0];
      delete rest.anyOf;
      return documentedDoc({ ...rest, ...kept }) as T;
    }
    if (Array.isArray(rest.type)) {
      const types = rest.type.filter((t) => t !== 'null');
      rest.type = types.length === 1 ? types[0] : types;
    }
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) out[k] = documentedDoc(v);
  return out as T;
}

/** What a known answer uses of the spec's tolerance (empty when it keeps to the documented values). */
export function beyondDocumented(
  documented: ContractValidator,
  op: OperationObject,
  answer: Answer,
): string[] {
  const raw = documented.doc.paths;
  const path = Object.keys(raw).find((p) => matches(raw[p].get, op));
  const strictOp = path ? (raw[path].get as OperationObject) : undefined;
  const response = strictOp?.responses[String(answer.status)];
  const schema = response
    ? deref(documented.doc, response as ResponseObject).content?.['application/json']?.schema
    : undefined;
  if (!schema || answer.json === undefined) return [];
  const fn = documented.compile(schema);
  return fn(answer.json) ? [] : [formatAjvErrors(fn)];
}

const matches = (a: unknown, b: OperationObject) =>
  (a as OperationObject | undefined)?.operationId === b.operationId;
