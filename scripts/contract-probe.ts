// `npm run contract:probe -- --base-url <url> [--app-key K]
//    [--tenant-token T | --tenant-phone P --tenant-code C]
//    [--lessor-token L | --lessor-phone P --lessor-code C]
//    [--allow-skip <operationId|check|operationId:check>,...] [--only <path part|operationId>,...]
//    [--checks shape,paging,filters,no-token,other-account,invalid-body,app-key]
//    [--report-json <file>] [--junit <file>] [--no-demo-login] [--all] [--writes] [--strict-known]`
// Checks a running backend against the contract (scripts/probe-run.ts says what it checks) and
// exits 1 on any non-conforming answer and on any skip the caller did not name. `--writes` also
// runs the create → read → update → delete chains (scripts/probe-writes.ts): a test backend only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ALL_CHECKS,
  OPT_IN_CHECKS,
  formatCauses,
  formatTable,
  summarize,
  summaryLine,
  toJUnit,
  toJson,
  type CheckName,
} from './probe-report.ts';
import { probe } from './probe-run.ts';

export { probe } from './probe-run.ts';
export type { ProbeRow } from './probe-report.ts';

const USAGE = `usage: npm run contract:probe -- --base-url <url> [--app-key K]
  [--tenant-token T | --tenant-phone P --tenant-code C] [--lessor-token L | --lessor-phone P --lessor-code C]
  [--allow-skip id,check,...] [--only <path part|operationId>,...] [--checks ${ALL_CHECKS.join(',')}]
  [--report-json file] [--junit file] [--no-demo-login] [--all]
  [--writes]  also create, read back, update and delete rows (operations marked x-safe-for-test-account)
  [--strict-known]  the known calls' answers must keep to the documented values (no unlisted status, no null)`;

const list = (values: string[] | undefined) =>
  (values ?? [])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

function write(file: string | undefined, text: string) {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The CLI without process.exit, so tests can run it in-process. */
export async function runProbeCli(
  argv: string[],
  fetchImpl?: typeof fetch,
): Promise<{ code: number; output: string }> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      'app-key': { type: 'string' },
      'tenant-token': { type: 'string' },
      'tenant-phone': { type: 'string' },
      'tenant-code': { type: 'string' },
      'lessor-token': { type: 'string' },
      'lessor-phone': { type: 'string' },
      'lessor-code': { type: 'string' },
      'allow-skip': { type: 'string', multiple: true },
      only: { type: 'string' },
      checks: { type: 'string', multiple: true },
      'report-json': { type: 'string' },
      junit: { type: 'string' },
      'no-demo-login': { type: 'boolean' },
      all: { type: 'boolean' },
      writes: { type: 'boolean' },
      'strict-known': { type: 'boolean' },
    },
  });
  const baseUrl = values['base-url'];
  const checks = list(values.checks) as CheckName[];
  const unknown = checks.filter((c) => ![...ALL_CHECKS, ...OPT_IN_CHECKS].includes(c));
  if (!baseUrl || unknown.length)
    return {
      code: 2,
      output: (unknown.length ? `unknown check ${unknown.join(', ')}\n` : '') + USAGE,
    };
  const rows = await probe({
    baseUrl,
    fetchImpl,
    appKey: values['app-key'] ?? process.env.APP_KEY,
    only: values.only,
    checks: checks.length ? checks : undefined,
    allowSkip: list(values['allow-skip']),
    demoLogin: !values['no-demo-login'],
    writes: values.writes,
    strictKnown: values['strict-known'],
    accounts: {
      tenant: {
        token: values['tenant-token'],
        phone: values['tenant-phone'],
        code: values['tenant-code'],
      },
      lessor: {
        token: values['lessor-token'],
        phone: values['lessor-phone'],
        code: values['lessor-code'],
      },
    },
  });
  write(values['report-json'], toJson(rows, baseUrl));
  write(values.junit, toJUnit(rows, baseUrl));
  const grouped = formatCauses(rows);
  const output = `${grouped ? `${grouped}\n` : ''}${formatTable(rows, !values.all)}\n\n${summaryLine(rows)}`;
  return { code: summarize(rows).passed ? 0 : 1, output };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, output } = await runProbeCli(process.argv.slice(2));
  (code === 2 ? console.error : console.log)(output);
  process.exit(code);
}
