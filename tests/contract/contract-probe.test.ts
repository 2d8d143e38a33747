// @vitest-environment node
// contract:probe against the embedded backend in process (its handler chain called directly), behind the
// mock server's app-key gate: the clean backend passes with only the two skips that need a
// write named; then three broken "proxies" in front of it (a dropped required field, a 200
// for an invalid body, a token that is ignored) each fail the run, naming the operation.
import '../../mocks/testing/node-storage';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';
import { runProbeCli } from '../../scripts/contract-probe';
import { listOperations, loadContract } from '../../scripts/contract-schema';
import { appKeyGate } from '../../scripts/mock-app-key';

serveEmbeddedBackend();

const KEY = 'probe-test-key';
const BASE = ['--base-url', 'http://localhost:5173/apiBack/v1', '--app-key', KEY];
// getPayment and the Nafath status read an id only a write gives (a payment, a request).
type Row = { operationId: string; check: string; result: string };
const NEED_WRITES = ['--allow-skip', 'getPayment,getNafathVerificationStatus'];

/**
 * The mock server's handler chain called directly (what `npm run mock:server` runs, minus the
 * socket): the same answers as through msw's fetch interception, several times faster.
 */
const gated = [appKeyGate(KEY), ...handlers];
const backend = (async (input: string | URL, init: RequestInit = {}) =>
  (await getResponse(gated, new Request(input, init))) ??
  Response.json({ message: 'There is no Data' }, { status: 404 })) as typeof fetch;

/** A fetch that rewrites what the backend answers (or what it is sent). */
function proxy(
  rewrite: (url: URL, init: RequestInit, res: () => Promise<Response>) => Promise<Response>,
) {
  return ((input: string, init: RequestInit = {}) =>
    rewrite(new URL(input), init, () => backend(input, init))) as typeof fetch;
}

describe('contract:probe', () => {
  // The whole contract takes ~10 s in process (520 checks); the tenant's operations keep this
  // test to a couple of seconds. CI runs the whole probe against mock:server (openapi/README.md).
  it('passes the embedded backend (tenant operations, every check), writing JSON and JUnit reports', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'probe-'));
    const { code, output } = await runProbeCli(
      [
        ...BASE,
        ...NEED_WRITES,
        '--only',
        '/apiBack/v1/ordinaries/',
        '--report-json',
        join(dir, 'probe.json'),
        '--junit',
        join(dir, 'junit.xml'),
      ],
      backend,
    );
    expect(code, output).toBe(0);
    const report = JSON.parse(await readFile(join(dir, 'probe.json'), 'utf8'));
    const checks = (name: string) => report.rows.filter((r: Row) => r.check === name).length;
    expect(report.summary).toMatchObject({ failed: 0, skipped: 0, allowedSkips: 1 });
    // Every tenant operation is checked: its shape (reads), 401 and 403 (all), 422 (writes
    // with a refusable body), and list paging and filters.
    const ops = listOperations(loadContract()).filter((o) => o.path.includes('/ordinaries/'));
    const has = (id: string, check: string) =>
      report.rows.some((r: Row) => r.operationId === id && r.check === check && r.result === 'ok');
    for (const { method, op } of ops) {
      if (op.operationId === 'getPayment') continue; // the allowed skip
      if (method === 'get') expect(has(op.operationId, 'shape'), op.operationId).toBe(true);
      expect(has(op.operationId, 'no-token'), op.operationId).toBe(true);
      expect(has(op.operationId, 'other-account'), op.operationId).toBe(true);
    }
    expect(checks('invalid-body')).toBeGreaterThan(10);
    expect(checks('paging')).toBeGreaterThan(5);
    expect(checks('filters')).toBeGreaterThan(3);
    expect(checks('app-key')).toBe(2);
    const junit = await readFile(join(dir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="contract:probe" tests="\d+" failures="0" skipped="1"/);
    expect(junit).toContain(
      '<testcase classname="contract-probe.shape" name="listTenantInvoices GET',
    );
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('fails on a skip nobody named: a login that does not exist', async () => {
    const { code, output } = await runProbeCli(
      [
        ...BASE,
        '--only',
        '/ordinaries/invoices',
        '--tenant-phone',
        '0599999999',
        '--tenant-code',
        '0000',
      ],
      backend,
    );
    expect(code).toBe(1);
    expect(output).toMatch(
      /skip +shape +- +listTenantInvoices +tenant login \(0599999999\) answered 422/,
    );
  });

  it('fails when a proxy drops a required response field', async () => {
    const drop = proxy(async (url, _init, res) => {
      const r = await res();
      if (!url.pathname.endsWith('/ordinaries/invoices') || r.status !== 200) return r;
      const body = await r.json();
      for (const row of body.data.data) delete row.invoice_number;
      return Response.json(body, { status: r.status });
    });
    const { code, output } = await runProbeCli([...BASE, '--only', '/ordinaries/invoices'], drop);
    expect(code).toBe(1);
    expect(output).toMatch(
      /FAIL +shape +200 +listTenantInvoices +body: \/data\/data\/0 must have required property 'invoice_number'/,
    );
  });

  it('fails when a proxy answers 200 to a body that violates the contract', async () => {
    const lax = proxy(async (url, init, res) =>
      init.method === 'POST' && url.pathname.endsWith('/ordinaries/reservations')
        ? Response.json({ data: {} }, { status: 200 })
        : res(),
    );
    const { code, output } = await runProbeCli([...BASE, '--only', 'createReservation'], lax);
    expect(code).toBe(1);
    expect(output).toMatch(/FAIL +invalid-body +200 +createReservation +expected 422, got 200/);
  });

  it('fails when a proxy ignores the token', async () => {
    let tenant = '';
    const open = proxy(async (url, init, res) => {
      const headers = new Headers(init.headers);
      if (url.pathname.endsWith('/verify-code')) {
        const r = await res();
        const body = await r.clone().json();
        if (body.data?.user?.type === 'ordinary' || !tenant) tenant ||= body.data?.token;
        return r;
      }
      // Every call is served as the tenant, whatever token it carries.
      if (tenant) headers.set('Authorization', `Bearer ${tenant}`);
      return backend(url, { ...init, headers });
    });
    const { code, output } = await runProbeCli([...BASE, '--only', '/ordinaries/invoices'], open);
    expect(code).toBe(1);
    expect(output).toMatch(/FAIL +no-token +200 +listTenantInvoices +expected 401, got 200/);
  });

  it('fails when the backend accepts a wrong app key', async () => {
    const bare = (async (input: string | URL, init: RequestInit = {}) =>
      (await getResponse(handlers, new Request(input, init)))!) as typeof fetch;
    const { code, output } = await runProbeCli([...BASE, '--only', '/settings/general'], bare);
    expect(code).toBe(1);
    expect(output).toMatch(/FAIL +app-key +200 +getGeneralSettings +a wrong app key was accepted/);
  });

  it('holds the known calls to the spec and the proposals to the contract (strictness levels)', async () => {
    // An unlisted status on a known answer (spec: "paid, or anything else"), and on a proposal.
    const loose = proxy(async (url, _init, res) => {
      const r = await res();
      const known = url.pathname.endsWith('/ordinaries/invoices');
      if ((!known && !url.pathname.endsWith('/ordinaries/reservations')) || r.status !== 200)
        return r;
      const body = await r.json();
      body.data.data[0][known ? 'invoice_status' : 'status'] = 'unpaid';
      return Response.json(body);
    });
    const only = ['--checks', 'shape', '--all', '--only'];
    const tolerant = await runProbeCli([...BASE, ...only, '/ordinaries/invoices'], loose);
    expect(tolerant.code, tolerant.output).toBe(0);
    expect(tolerant.output).toMatch(
      /ok +shape +200 +listTenantInvoices +tolerated \(x-spec: known\): \/data\/data\/0\/invoice_status must be equal to one of the allowed values/,
    );
    const strict = await runProbeCli(
      [...BASE, ...only, '/ordinaries/invoices', '--strict-known'],
      loose,
    );
    expect(strict.code).toBe(1);
    expect(strict.output).toMatch(
      /FAIL +shape +200 +listTenantInvoices +beyond the documented values/,
    );
    const draft = await runProbeCli([...BASE, ...only, 'listTenantReservations'], loose);
    expect(draft.code).toBe(1);
    expect(draft.output).toMatch(/FAIL +shape +200 +listTenantReservations +body: .*status/);
  });
});
