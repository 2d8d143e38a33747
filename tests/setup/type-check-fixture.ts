// Type-checks one fixture file (and what it imports) with the repository's compiler options,
// on the native compiler (TypeScript 7, `typescript-native`) the test command's type check
// uses. A fixture marks each mistake that must not compile with `@ts-expect-error`: a
// directive that is not used (the mistake compiled) is itself an error (TS2578), so the
// fixture has no diagnostics exactly when every marked mistake is refused.
// Before: the TypeScript 5.9 API in the test process, 17–26 s per fixture in a full run, the
// unit lane's slowest tests; the native compiler checks the same fixture in a few seconds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript-native/bin/tsc');

/** The compiler's diagnostics for `fixture` ("file(line,col): error TSxxxx: …"), or []. */
export function typeCheckFixture(fixture: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'type-fixture-'));
  try {
    const config = path.join(dir, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: path.join(ROOT, 'tsconfig.json'),
        compilerOptions: { noEmit: true, types: [], incremental: false },
        files: [fixture],
        include: [],
      }),
    );
    const run = spawnSync(process.execPath, [TSC, '-p', config, '--pretty', 'false'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter((l) => l.includes('error TS'));
    if (run.status !== 0 && lines.length === 0)
      throw new Error(`tsc failed without diagnostics:\n${run.stdout}${run.stderr}`);
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
