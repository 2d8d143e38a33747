// `npm run codegen:check`: regenerates from the contract into a temp folder and compares with
// the committed output (src/api/generated/, mocks/generated/). Never writes to the work tree, so a
// failure leaves nothing dirty. Exit 1 on drift: run `npm run codegen` and commit the result.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CODEGEN_PATHS } from '../codegen.config.ts';
import {
  DEFAULT_TYPES_OUT,
  generateMocks,
  generateOperationsTable,
  generateTypes,
} from './codegen.ts';
import { OPERATIONS_FILE } from './contract-operations.ts';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

export interface DriftOptions {
  input?: string;
  /** 'types' skips orval (fast path for tests); default checks both. */
  only?: 'types' | 'all';
  committedTypes?: string;
  committedMocks?: string;
}

/** Files whose regenerated content differs from the committed one (empty = no drift). */
export async function findDrift(opts: DriftOptions = {}): Promise<string[]> {
  const input = opts.input ?? DEFAULT_CODEGEN_PATHS.input;
  const committedTypes = opts.committedTypes ?? DEFAULT_TYPES_OUT;
  const committedMocks = opts.committedMocks ?? DEFAULT_CODEGEN_PATHS.mocksDir;
  const tmp = await mkdtemp(join(tmpdir(), 'codegen-check-'));
  try {
    const typesOut = join(tmp, 'apiback.ts');
    const mocksOut = join(tmp, 'mocks');
    const operationsOut = join(tmp, 'OPERATIONS.md');
    await Promise.all([
      generateTypes(input, typesOut),
      generateOperationsTable(input, operationsOut),
      opts.only === 'types' ? Promise.resolve() : generateMocks(input, mocksOut),
    ]);
    const drift: string[] = [];
    const same = async (a: string, b: string) =>
      (await readFile(a, 'utf8').catch(() => null)) ===
      (await readFile(b, 'utf8').catch(() => undefined));
    if (!(await same(typesOut, committedTypes))) drift.push(committedTypes);
    if (opts.only !== 'types' && !(await same(operationsOut, OPERATIONS_FILE)))
      drift.push(OPERATIONS_FILE);
    if (opts.only !== 'types') {
      const [fresh, committed] = await Promise.all([
        listFiles(mocksOut),
        listFiles(committedMocks),
      ]);
      for (const f of new Set([...fresh, ...committed])) {
        if (!(await same(join(mocksOut, f), join(committedMocks, f))))
          drift.push(join(committedMocks, f));
      }
    }
    return drift;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { input: { type: 'string' }, 'types-only': { type: 'boolean' } },
  });
  const drift = await findDrift({
    input: values.input,
    only: values['types-only'] ? 'types' : 'all',
  });
  if (drift.length) {
    console.error(
      `codegen:check: generated code is out of date with the contract (${drift.length} files):`,
    );
    for (const f of drift.slice(0, 20)) console.error(`  ${f}`);
    console.error('Run `npm run codegen` and commit the result.');
    process.exit(1);
  }
  console.log('codegen:check: generated code matches openapi/apiback.yaml');
}
