// `npm run contract:diff -- <older contract file | git ref> [--new <file>] [--json]`
// Compares an older apiBack contract with the current one (openapi/apiback.yaml) using
// api-smart-diff, which classifies every change as breaking, non-breaking, deprecated,
// annotation or unclassified and understands OpenAPI 3.1 (JSON Schema 2020-12 rules).
// Exit code 1 when a breaking change is found, so it can gate a release.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';

export const CONTRACT_PATH = 'openapi/apiback.yaml';

export type ChangeType = 'breaking' | 'non-breaking' | 'deprecated' | 'annotation' | 'unclassified';
export interface ContractChange {
  type: ChangeType;
  action: string;
  path: string;
  description: string;
}

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

export function diffContracts(before: unknown, after: unknown): ContractChange[] {
  const { diffs } = apiCompare(before as object, after as object);
  return diffs.map((d) => ({
    type: d.type as ChangeType,
    action: d.action,
    path: d.path.join('.'),
    description: d.description || `${d.action} ${d.path.join('.')}`,
  }));
}

const ORDER: ChangeType[] = [
  'breaking',
  'deprecated',
  'non-breaking',
  'unclassified',
  'annotation',
];

export function formatChanges(changes: ContractChange[]): string {
  const lines: string[] = [];
  for (const type of ORDER) {
    const group = changes.filter((c) => c.type === type);
    if (!group.length) continue;
    lines.push(`${type.toUpperCase()} (${group.length})`);
    for (const c of group) lines.push(`  - ${c.description}  [${c.path}]`);
  }
  const count = (t: ChangeType) => changes.filter((c) => c.type === t).length;
  lines.push(
    `${changes.length} changes: ${count('breaking')} breaking, ${count('non-breaking')} non-breaking, ` +
      `${count('deprecated')} deprecated, ${count('annotation')} annotation, ${count('unclassified')} unclassified`,
  );
  return lines.join('\n');
}

/** The CLI without process.exit, so tests can run it in-process. */
export function runCli(argv: string[]): { code: number; output: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { new: { type: 'string' }, json: { type: 'boolean' } },
  });
  const older = positionals[0];
  if (!older) {
    return {
      code: 2,
      output:
        'usage: npm run contract:diff -- <older contract file | git ref> [--new <file>] [--json]',
    };
  }
  const changes = diffContracts(
    loadContractSource(older),
    loadContractSource(values.new ?? CONTRACT_PATH),
  );
  return {
    code: changes.some((c) => c.type === 'breaking') ? 1 : 0,
    output: values.json ? JSON.stringify(changes, null, 2) : formatChanges(changes),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, output } = runCli(process.argv.slice(2));
  (code === 2 ? console.error : console.log)(output);
  process.exit(code);
}
