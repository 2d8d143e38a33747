// @vitest-environment node
// An outside validator over the contract kit (issue 29): Stoplight Prism (@stoplight/prism-cli,
// pinned; 5.14.2 is the last release that runs on Node 22), a validator the project did not
// write, reading openapi/apiback.yaml itself.
// 1. `prism proxy` in front of the embedded backend while contract:probe runs through it: Prism
//    validates every answer against the contract and reports what it finds in the
//    `sl-violations` header; the probe's traffic must raise 0 response violations (request
//    violations are expected: the probe sends wrong tokens, keys and bodies on purpose).
// 2. contract:probe against `prism mock` (Prism's own answers from the contract's examples):
//    every failure it reports must be one Prism really has (it knows no account types, so the
//    other account's token is not refused; it checks that an app key is sent, not its value),
//    none caused by the probe's own requests.
// Bounded for the unit lane: the tenant and public operations and one lessor area (offers:
// reads, writes, a $ref chain), every check. Both Prism processes start at once (~15-25 s on a
// loaded 2-core machine). PRISM_FULL=1 probes the whole contract (560 checks; 2-4 min per run
// there, which is why it is not the default).
import './node-storage-shim';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProbeCli } from '../../scripts/contract-probe';
import { CONTRACT_FILE } from '../../scripts/contract-schema';
import { startMockApi, type MockApi } from '../../scripts/mock-api';
import { DEV_APP_KEY } from '../../scripts/mock-app-key';

const PRISM = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const ALLOW = ['--allow-skip', 'getPayment,getNafathVerificationStatus'];
const ONLY = process.env.PRISM_FULL
  ? []
  : ['--only', '/apiBack/v1/ordinaries/,/apiBack/v1/public/,/apiBack/v1/auth/,/user/offers'];

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  const { port } = s.address() as AddressInfo;
  await new Promise((done) => s.close(done));
  return port;
}

/** Starts a Prism command and resolves when it says it listens (its output, not a timer). */
function prism(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PRISM, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /Prism is listening on (http:\/\/\S+)/.exec(log);
      if (m) resolve({ child, url: m[1] });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`prism ${args[0]} exited ${code}: ${log.slice(-2000)}`)),
    );
  });
}

type Violation = {
  location: string[];
  code: string | number;
  message: string;
  severity: number | string;
};
type Seen = { method: string; url: string; status: number; violations: Violation[] };

/** fetch that keeps Prism's `sl-violations` header of every answer. */
function recording(seen: Seen[]): typeof fetch {
  return (async (input: string | URL, init: RequestInit = {}) => {
    const res = await fetch(input, init);
    const header = res.headers.get('sl-violations');
    if (header) {
      if (header.startsWith('Too many violations!'))
        throw new Error(`${init.method ?? 'GET'} ${String(input)}: ${header.slice(0, 500)}`);
      seen.push({
        method: init.method ?? 'GET',
        url: String(input),
        status: res.status,
        violations: JSON.parse(header) as Violation[],
      });
    }
    return res;
  }) as typeof fetch;
}

let api: MockApi;
let server: Server;
let proxy: { child: ChildProcess; url: string };
let mock: { child: ChildProcess; url: string };

beforeAll(async () => {
  api = await startMockApi({ appKey: DEV_APP_KEY, log: () => {} });
  server = createServer(api.listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const [proxyPort, mockPort] = [await freePort(), await freePort()];
  [proxy, mock] = await Promise.all([
    prism(['proxy', CONTRACT_FILE, upstream, '-h', '127.0.0.1', '-p', String(proxyPort)]),
    prism(['mock', CONTRACT_FILE, '-h', '127.0.0.1', '-p', String(mockPort)]),
  ]);
}, 180_000);

afterAll(async () => {
  proxy?.child.kill();
  mock?.child.kill();
  await new Promise((done) => server?.close(done));
  await api?.close();
});

describe('Prism, an outside validator', () => {
  it('proxy: the probe over the embedded backend raises 0 response violations', async () => {
    const seen: Seen[] = [];
    const { code, output } = await runProbeCli(
      ['--base-url', proxy.url, ...ALLOW, ...ONLY],
      recording(seen),
    );
    expect(code, output.slice(0, 3000)).toBe(0);
    const response = seen.flatMap((s) =>
      s.violations
        .filter((v) => v.location[0] === 'response')
        .map((v) => `${s.method} ${s.url} ${s.status}: ${v.location.join('.')} ${v.message}`),
    );
    expect(response).toEqual([]);
    // Prism saw the traffic: the deliberate request violations (no token, invalid bodies).
    expect(seen.some((s) => s.violations.some((v) => v.location[0] === 'request'))).toBe(true);
  }, 240_000);

  it('mock: every failure the probe reports is a real Prism behaviour', async () => {
    const { code, output } = await runProbeCli(
      [
        '--base-url',
        mock.url,
        '--tenant-token',
        'tenant-t',
        '--lessor-token',
        'lessor-t',
        ...ALLOW,
        ...ONLY,
      ],
      fetch,
    );
    expect(code).toBe(1);
    const head = output.split('\nDetail:\n')[0];
    const causes = [...head.matchAll(/^ +(\d+) {2}(.+?) {2,}e\.g\. (.*)$/gm)].map((m) => ({
      count: Number(m[1]),
      cause: m[2].trim(),
      example: m[3],
    }));
    const known: Record<string, RegExp> = {
      // Prism has no account types: a tenant token on a lessor call is served.
      'auth: other account type not refused with 403 (roles)':
        /\(other-account, 2\d\d\): expected 403, got 2\d\d/,
      // Prism checks that X-App-Key is present, not its value: a missing key is refused.
      'auth: app key not enforced (expected 401 or 403)':
        /\(app-key, 200\): a wrong app key was accepted/,
    };
    expect(causes.length, head).toBeGreaterThan(0);
    for (const c of causes)
      expect(c.example, `${c.cause}\n${head}`).toMatch(known[c.cause] ?? /^$/);
    // A call without any app key is refused: only the key's value goes unchecked.
    expect(output).not.toMatch(/FAIL +app-key +\d+ +\w+ +no app key/);
  }, 240_000);
});
