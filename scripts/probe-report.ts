// contract:probe's outputs: the console table, the summary line, a JSON report and a JUnit
// report (one test case per operation and check, which every CI shows natively).
export type CheckName =
  | 'shape'
  | 'paging'
  | 'filters'
  | 'no-token'
  | 'other-account'
  | 'invalid-body'
  | 'app-key'
  | 'writes';
export const ALL_CHECKS: CheckName[] = [
  'shape',
  'paging',
  'filters',
  'no-token',
  'other-account',
  'invalid-body',
  'app-key',
];
/** Opt-in (`--writes`): create → read → update → delete chains change the test accounts' data. */
export const OPT_IN_CHECKS: CheckName[] = ['writes'];

export interface ProbeRow {
  operationId: string;
  method: string;
  path: string;
  check: CheckName;
  status: number | '-';
  /** `skip` fails the run unless --allow-skip names the operation or the check. */
  result: 'ok' | 'FAIL' | 'skip' | 'skip (allowed)';
  note: string;
  ms: number;
}

export function summarize(rows: ProbeRow[]) {
  const count = (r: ProbeRow['result']) => rows.filter((x) => x.result === r).length;
  const s = {
    ok: count('ok'),
    failed: count('FAIL'),
    skipped: count('skip'),
    allowedSkips: count('skip (allowed)'),
  };
  return { ...s, passed: s.failed === 0 && s.skipped === 0 };
}

export function summaryLine(rows: ProbeRow[]): string {
  const s = summarize(rows);
  const ops = new Set(rows.map((r) => r.operationId)).size;
  return (
    `${rows.length} checks over ${ops} operations: ${s.ok} conforming, ${s.failed} non-conforming, ` +
    `${s.skipped} skipped${s.allowedSkips ? ` (+${s.allowedSkips} allowed skips)` : ''}` +
    (s.skipped ? ' · a skip fails the run: fix its cause or name it in --allow-skip' : '')
  );
}

export function formatTable(rows: ProbeRow[], onlyProblems = false): string {
  const shown = onlyProblems ? rows.filter((r) => r.result !== 'ok') : rows;
  const cols = ['result', 'check', 'status', 'operationId', 'note'] as const;
  const widths = cols.map((c) =>
    c === 'note' ? 0 : Math.max(c.length, ...shown.map((r) => String(r[c]).length)),
  );
  const line = (vals: string[]) =>
    vals.map((v, i) => (widths[i] ? v.padEnd(widths[i]) : v)).join('  ');
  return [line([...cols]), ...shown.map((r) => line(cols.map((c) => String(r[c]))))].join('\n');
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function toJUnit(rows: ProbeRow[], baseUrl: string): string {
  const s = summarize(rows);
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const cases = rows.map((r) => {
    const head = `    <testcase classname="contract-probe.${xml(r.check)}" name="${xml(
      `${r.operationId} ${r.method} ${r.path}`,
    )}" time="${seconds(r.ms)}">`;
    const body =
      r.result === 'FAIL'
        ? `\n      <failure message="${xml(r.note)}">status ${r.status}: ${xml(r.note)}</failure>\n    `
        : r.result === 'skip'
          ? // A skip fails the run, so CI must show it as a failure, not a grey skip.
            `\n      <failure message="${xml(`skipped: ${r.note}`)}">${xml(r.note)}</failure>\n    `
          : r.result === 'skip (allowed)'
            ? `\n      <skipped message="${xml(r.note)}"/>\n    `
            : '';
    return `${head}${body}</testcase>`;
  });
  const total = rows.reduce((a, r) => a + r.ms, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:probe" tests="${rows.length}" failures="${s.failed + s.skipped}" skipped="${s.allowedSkips}" time="${seconds(total)}">`,
    `  <testsuite name="contract:probe ${xml(baseUrl)}" tests="${rows.length}" failures="${s.failed + s.skipped}" skipped="${s.allowedSkips}" time="${seconds(total)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function toJson(rows: ProbeRow[], baseUrl: string): string {
  return JSON.stringify({ baseUrl, summary: summarize(rows), rows }, null, 2);
}
