// `npm run contract:diff -- <older contract file | git ref> [--new <file>] [--json]
//    [--fail-on breaking|warning] [--known-only] [--all]`
// Compares an older apiBack contract with the current one (openapi/apiback.yaml) and prints one
// line per change: severity, oasdiff check id, direction (request, response, operation), the
// JSON pointer of what changed, what changed, and the operations it reaches. A change to a
// shared component is one line however many operations use it. Severity is decided per
// operation and direction (scripts/contract-diff-schema.ts): a change that breaks the app as
// deployed is breaking whatever the operation's `x-stability-level`; `--known-only` narrows the
// verdict to the calls agreed with the backend (`x-spec: known`).
// Exit codes: 0 no breaking change (with --fail-on warning: no warning either), 1 a breaking
// change, 2 the tool could not run (usage, a missing file or ref, a file that is not an OpenAPI
// contract), with one line saying why.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { compareOperations, foldChanges, type ContractChange } from './contract-diff-ops.ts';

export type { ContractChange } from './contract-diff-ops.ts';
export const CONTRACT_PATH = 'openapi/apiback.yaml';

/** Why contract:diff could not run: printed as one line, exit code 2. */
export class DiffInputError extends Error {}

/** A file path, or a git ref whose copy of the contract is read with `git show`. */
export function loadContractSource(source: string): unknown {
  let text: string;
  if (existsSync(source)) text = readFileSync(source, 'utf8');
  else if (/\.(ya?ml|json)$/i.test(source)) throw new DiffInputError(`${source}: no such file`);
  else
    try {
      text = execFileSync('git', ['show', `${source}:${CONTRACT_PATH}`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      throw new DiffInputError(`${source}: neither a file nor a git ref with ${CONTRACT_PATH}`);
    }
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (e) {
    throw new DiffInputError(
      `${source}: not YAML or JSON (${(e as Error).message.split('\n')[0]})`,
    );
  }
  const d = doc as { openapi?: unknown; paths?: unknown } | null;
  if (!d || typeof d !== 'object' || typeof d.openapi !== 'string' || !/^3\./.test(d.openapi))
    throw new DiffInputError(`${source}: not an OpenAPI 3 contract (no "openapi: 3.x")`);
  if (!d.paths || typeof d.paths !== 'object')
    throw new DiffInputError(`${source}: not an OpenAPI 3 contract (no "paths")`);
  return doc;
}

export function diffContracts(
  before: unknown,
  after: unknown,
  opts: { knownOnly?: boolean } = {},
): ContractChange[] {
  return foldChanges(compareOperations(before, after), opts);
}

const LABEL = { breaking: 'BREAKING', warning: 'WARNING', info: 'INFO' } as const;

export function formatChange(c: ContractChange): string {
  const ops =
    c.operations.length > 4
      ? `${c.operations.slice(0, 4).join(', ')} +${c.operations.length - 4} more`
      : c.operations.join(', ');
  const outside =
    c.outsideKnown && c.level !== 'info'
      ? ` (not x-spec: known; ${c.level === 'error' ? 'breaking' : c.level} without --known-only)`
      : '';
  return `${LABEL[c.severity].padEnd(8)} ${c.direction.padEnd(9)} ${c.id}  ${c.pointer}  ${c.text}${outside}  [${ops}]`;
}

export function formatChanges(changes: ContractChange[], all = true): string {
  const count = (s: ContractChange['severity']) => changes.filter((c) => c.severity === s).length;
  const shown = all ? changes : changes.filter((c) => c.severity !== 'info');
  const lines = shown.map(formatChange);
  if (!all && shown.length < changes.length)
    lines.push(`(${changes.length - shown.length} info lines hidden; --all shows them)`);
  lines.push(
    `${changes.length} changes: ${count('breaking')} breaking, ${count('warning')} warning, ${count('info')} info`,
  );
  return lines.join('\n');
}

const USAGE =
  'usage: npm run contract:diff -- <older contract file | git ref> [--new <file>] [--json] ' +
  '[--fail-on breaking|warning] [--known-only] [--all]';

/** The CLI without process.exit, so tests can run it in-process. */
export function runCli(argv: string[]): { code: number; output: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        new: { type: 'string' },
        json: { type: 'boolean' },
        'fail-on': { type: 'string' },
        'known-only': { type: 'boolean' },
        all: { type: 'boolean' },
      },
    });
  } catch (e) {
    return { code: 2, output: `contract:diff: ${(e as Error).message}\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  const older = positionals[0];
  const failOn = values['fail-on'] ?? 'breaking';
  if (!older || !['breaking', 'warning'].includes(failOn)) return { code: 2, output: USAGE };
  let changes: ContractChange[];
  try {
    changes = diffContracts(
      loadContractSource(older),
      loadContractSource(values.new ?? CONTRACT_PATH),
      { knownOnly: values['known-only'] },
    );
  } catch (e) {
    if (e instanceof DiffInputError) return { code: 2, output: `contract:diff: ${e.message}` };
    throw e;
  }
  const failing = changes.filter(
    (c) => c.severity === 'breaking' || (failOn === 'warning' && c.severity === 'warning'),
  );
  return {
    code: failing.length ? 1 : 0,
    output: values.json
      ? JSON.stringify(changes, null, 2)
      : formatChanges(changes, values.all ?? false),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let result: { code: number; output: string };
  try {
    result = runCli(process.argv.slice(2));
  } catch (e) {
    // A contract the differ cannot walk is still "could not run", never "breaking".
    result = { code: 2, output: `contract:diff: could not compare (${(e as Error).message})` };
  }
  (result.code === 2 ? console.error : console.log)(result.output);
  process.exit(result.code);
}
