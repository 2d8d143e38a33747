// `npm run contract:diff -- <older contract file | git ref> [--new <file>] [--json]
//    [--fail-on breaking|warning] [--draft-breaks] [--all]`
// Compares an older apiBack contract with the current one (openapi/apiback.yaml) and prints one
// line per change: severity, oasdiff check id, direction (request, response, operation), the
// JSON pointer of what changed, what changed, and the operations it reaches. A change to a
// shared component is one line however many operations use it. Severity is decided per
// operation and direction (scripts/contract-diff-schema.ts); changes to operations marked
// `x-stability-level: draft` are info unless --draft-breaks. Exit code 1 when the breaking set
// (or, with --fail-on warning, the warning set too) is not empty.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { compareOperations, foldChanges, type ContractChange } from './contract-diff-ops.ts';

export type { ContractChange } from './contract-diff-ops.ts';
export const CONTRACT_PATH = 'openapi/apiback.yaml';

/** A file path, or a git ref whose copy of the contract is read with `git show`. */
export function loadContractSource(source: string): unknown {
  const text = existsSync(source)
    ? readFileSync(source, 'utf8')
    : execFileSync('git', ['show', `${source}:${CONTRACT_PATH}`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
  return parse(text);
}

export function diffContracts(
  before: unknown,
  after: unknown,
  opts: { draftBreaks?: boolean } = {},
): ContractChange[] {
  return foldChanges(compareOperations(before, after), opts);
}

const LABEL = { breaking: 'BREAKING', warning: 'WARNING', info: 'INFO' } as const;

export function formatChange(c: ContractChange): string {
  const ops =
    c.operations.length > 4
      ? `${c.operations.slice(0, 4).join(', ')} +${c.operations.length - 4} more`
      : c.operations.join(', ');
  const draft = c.draft && c.level !== 'info' ? ` (draft; ${c.level} if stable)` : '';
  return `${LABEL[c.severity].padEnd(8)} ${c.direction.padEnd(9)} ${c.id}  ${c.pointer}  ${c.text}${draft}  [${ops}]`;
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
  '[--fail-on breaking|warning] [--draft-breaks] [--all]';

/** The CLI without process.exit, so tests can run it in-process. */
export function runCli(argv: string[]): { code: number; output: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      new: { type: 'string' },
      json: { type: 'boolean' },
      'fail-on': { type: 'string' },
      'draft-breaks': { type: 'boolean' },
      all: { type: 'boolean' },
    },
  });
  const older = positionals[0];
  const failOn = values['fail-on'] ?? 'breaking';
  if (!older || !['breaking', 'warning'].includes(failOn)) return { code: 2, output: USAGE };
  const changes = diffContracts(
    loadContractSource(older),
    loadContractSource(values.new ?? CONTRACT_PATH),
    { draftBreaks: values['draft-breaks'] },
  );
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
  const { code, output } = runCli(process.argv.slice(2));
  (code === 2 ? console.error : console.log)(output);
  process.exit(code);
}
