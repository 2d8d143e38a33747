// The embedded backend checks its own answers against the contract, so a serializer that drifts
// from openapi/apiback.yaml (a field dropped, renamed, mistyped, a status not declared) shows at
// once, in whatever test or screen made the call, not only in the conformance suite.
// - `fail` (Node tests, tests/setup/msw.ts): the drift is recorded, printed, and the test that
//   made the call fails after it (`takeAnswerDrifts()` in afterEach); the answer itself is sent
//   unchanged, so the test's own assertions still say what the screen did with it.
// - `warn` (the dev server's browser backend, `npm run mock:server`): one console warning per
//   operation and kind of drift.
// - `off` (a production build in mock mode): nothing is checked.
// Cost: the answer's JSON is parsed once more (from its text when `jsonAnswer` made it) and
// validated by ajv with one compiled validator per operation and status (compiled on first use).
import { compileCached, contractLoaded, getContract, type DocNode } from './contract';
import { answerText } from './json-answer';

export type AnswerCheckMode = 'off' | 'warn' | 'fail';

let mode: AnswerCheckMode = 'off';
const drifts: string[] = [];
const warned = new Set<string>();

export function setAnswerCheck(next: AnswerCheckMode): void {
  mode = next;
}

export function answerCheckMode(): AnswerCheckMode {
  return mode;
}

/** The drifts recorded since the last call (and forgets them). */
export function takeAnswerDrifts(): string[] {
  return drifts.splice(0);
}

function responseSchema(path: string, method: string, status: number): DocNode | undefined {
  const doc = getContract() as DocNode;
  const responses = doc.paths[path]?.[method]?.responses ?? {};
  let declared = responses[String(status)] ?? responses.default;
  if (declared?.$ref) declared = doc.components.responses[String(declared.$ref).split('/').pop()!];
  return declared;
}

/** What is wrong with an answer, or null when it conforms. */
export async function answerProblem(
  path: string,
  method: string,
  response: Response,
): Promise<string | null> {
  const declared = responseSchema(path, method, response.status);
  if (!declared) return `status ${response.status} is not declared`;
  const content = (declared.content ?? {}) as Record<string, { schema?: unknown }>;
  const json = content['application/json'];
  const type = response.headers.get('content-type') ?? '';
  if (!json) return null; // No body (204) or another media type (text/calendar): nothing to parse.
  if (!type.includes('application/json')) return `content-type "${type}", expected JSON`;
  if (!json.schema) return null;
  const validate = compileCached(`answer:${method} ${path} ${response.status}`, json.schema);
  let body: unknown;
  try {
    // The same bytes either way: a jsonAnswer's remembered text, else the body read from a clone.
    const text = answerText(response);
    body = text === undefined ? await response.clone().json() : JSON.parse(text);
  } catch {
    return 'body is not JSON';
  }
  if (validate(body)) return null;
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

/** Checks one answer of `route()` (contract path, lower-case method) in the current mode. */
export async function checkAnswer(path: string, method: string, response: Response): Promise<void> {
  if (mode === 'off' || !contractLoaded()) return;
  const problem = await answerProblem(path, method, response);
  if (!problem) return;
  const line = `${method.toUpperCase()} ${path} answered ${response.status}, which the contract refuses: ${problem}`;
  if (mode === 'fail') {
    drifts.push(line);
    console.error(`[mock backend] ${line}`);
  } else if (!warned.has(`${method} ${path} ${problem}`)) {
    warned.add(`${method} ${path} ${problem}`);
    console.warn(`[mock backend] ${line}`);
  }
}
