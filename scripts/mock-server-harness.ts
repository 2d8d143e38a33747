// Test and bench helper: `npm run mock:server` as a child process on a free loopback port with
// its own data file, and a small client for the calls the tests and the load test make.
import { spawn, type ChildProcess } from 'node:child_process';
import dayjs from 'dayjs';
import { DEV_APP_KEY } from './mock-app-key';

export interface RunningServer {
  base: string;
  proc: ChildProcess;
  /** Everything it printed. */
  output: () => string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
}

/** Starts the server (Node with tsx's loader, one process: a signal reaches it directly). */
export function startServer(dataFile: string, args: string[] = []): Promise<RunningServer> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock-server.ts', '--port', '0', '--data-file', dataFile, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  );
  let out = '';
  const exited = new Promise<number | string>((resolve) =>
    proc.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /mock apiBack on (http:\/\/[\d.:]+)\/apiBack\/v1/.exec(out);
      if (m) resolve({ base: m[1]!, proc, output: () => out, exited });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`mock server exited (${code}) before listening:\n${out}`)),
    );
  });
}

export const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

/** What JSON.parse gives: the tests read the answers' fields as the contract spells them. */
type Parsed = ReturnType<typeof JSON.parse>;

export interface Answer<T = Parsed> {
  status: number;
  body: T;
}

/** A client of one server: JSON in and out, the app key, an optional token. */
export function client(base: string) {
  async function call<T = Parsed>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${base}/apiBack/v1${path}`, {
      method,
      headers: {
        'X-App-Key': DEV_APP_KEY,
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }
  async function login(phone: string): Promise<string> {
    await call('POST', '/auth/send-code', { body: { phone, channel: 'sms' } });
    const r = await call('POST', '/auth/verify-code', { body: { phone, code: '1234' } });
    if (r.status !== 200) throw new Error(`login ${phone}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.token as string;
  }
  return { call, login };
}

/** The demo tenant and lessor (mocks/demo-accounts.ts). */
export const TENANT_PHONE = '0500000001';
export const LESSOR_PHONE = '0500000002';

/** A daily booking of unit 1 (the demo lessor's) from `from` days ahead, `days` long. */
export const booking = (from: number, days = 1, extra: Record<string, unknown> = {}) => ({
  unit_id: 1,
  type_res_id: 2,
  start_date: day(from),
  end_date: day(from + days),
  pay_mode: 'full',
  accept_terms: true,
  ...extra,
});
