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

/** Why a row did not pass, as a backend developer would file it. */
export function causeOf(r: ProbeRow): string | undefined {
  if (r.result === 'ok' || r.result === 'skip (allowed)') return undefined;
  if (r.result === 'skip') return `skipped: ${r.note.replace(/\d+/g, 'N').slice(0, 60)}`;
  const n = r.note;
  if (n.startsWith('request failed')) return 'request failed (no HTTP answer)';
  if (r.check === 'app-key') return 'auth: app key not enforced (expected 401 or 403)';
  if (r.check === 'no-token' && r.status !== 401) return 'auth: no token not refused with 401';
  if (r.check === 'other-account' && r.status !== 403)
    return 'auth: other account type not refused with 403 (roles)';
  if (r.check === 'invalid-body' && /accepted/.test(n)) return 'validation: invalid body accepted';
  if (/not declared/.test(n)) return 'status not declared by the operation';
  if (r.check === 'paging' && /total|per_page=/.test(n))
    return 'paging: total or per_page not kept';
  if (/^expected /.test(n))
    return `wrong status (expected ${/^expected ([^,]+),/.exec(n)?.[1] ?? '?'})`;
  if (/content-type/.test(n)) return 'content type not declared';
  if (/body is not JSON/.test(n)) return 'body is not JSON';
  if (/body: /.test(n)) return 'shape: body does not match the schema';
  if (/beyond the documented values/.test(n)) return 'known call beyond the documented values';
  return `${r.check}: other`;
}

export interface Cause {
  cause: string;
  count: number;
  example: {
    operationId: string;
    method: string;
    path: string;
    check: string;
    status: number | '-';
    note: string;
  };
}

/** Failures and skips grouped by cause, the largest group first. */
export function causes(rows: ProbeRow[]): Cause[] {
  const groups = new Map<string, Cause>();
  for (const r of rows) {
    const cause = causeOf(r);
    if (!cause) continue;
    const g = groups.get(cause);
    if (g) g.count++;
    else {
      const { operationId, method, path, check, status, note } = r;
      groups.set(cause, {
        cause,
        count: 1,
        example: { operationId, method, path, check, status, note },
      });
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.cause.localeCompare(b.cause));
}

export function formatCauses(rows: ProbeRow[]): string {
  const list = causes(rows);
  if (!list.length) return '';
  const width = Math.max(...list.map((c) => c.cause.length));
  return [
    `Failures by cause (${list.length} causes, ${list.reduce((n, c) => n + c.count, 0)} rows):`,
    ...list.map(
      (c) =>
        `  ${String(c.count).padStart(4)}  ${c.cause.padEnd(width)}  e.g. ${c.example.operationId} (${c.example.check}, ${c.example.status}): ${c.example.note.slice(0, 160)}`,
    ),
    '',
    'Detail:',
  ].join('\n');
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
    const type = xml(causeOf(r) ?? '');
    const body =
      r.result === 'FAIL'
        ? `\n      <failure type="${type}" message="${xml(r.note)}">status ${r.status}: ${xml(r.note)}</failure>\n    `
        : r.result === 'skip'
          ? // A skip fails the run, so CI must show it as a failure, not a grey skip.
            `\n      <failure type="${type}" message="${xml(`skipped: ${r.note}`)}">${xml(r.note)}</failure>\n    `
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
  return JSON.stringify({ baseUrl, summary: summarize(rows), causes: causes(rows), rows }, null, 2);
}
