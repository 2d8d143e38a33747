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
