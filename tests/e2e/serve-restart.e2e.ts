// `npm run serve` itself as a child process (issue 27): one Node process, the page server and
// the embedded backend on one SQLite file. A lessor publishes an office in one browser, a
// tenant in another sees it, and it is still there after a SIGKILL and a restart on the same
// file and port. (Split from server-render.e2e.ts, which reads the page server in process.)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client } from '../../scripts/mock-server-harness';
import { DEMO, DESKTOP, poll } from './harness/app';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './harness/chromium';
import { STATE_WAIT_MS } from './harness/patience';
import { lowPriorityBrowser } from './harness/priority';

let dataDir: string;
let browser: Browser;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'serve-e2e-'));
  browser = await chromium.launch({
    executablePath: lowPriorityBrowser(TEST_BROWSER_PATH),
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * `npm run serve` as a child process (one Node process: the page server and the embedded
 * backend) on the browser tests' build and the SQLite file `dataFile`, at `port` (0: a free
 * one). Resolves when it says where it serves.
 */
function startServe(dataFile: string, port: number) {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dist', inject('distDir'), '--data-file', dataFile],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), NODE_NO_WARNINGS: '1' },
    },
  );
  children.push(proc);
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  let out = '';
  return new Promise<{ url: string; kill: () => Promise<void> }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /served at (http:\/\/[\d.:]+)\//.exec(out);
      if (m) resolve({ url: m[1]!, kill: () => (proc.kill('SIGKILL'), exited) });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`npm run serve exited before serving:\n${out}`)));
  });
}

/**
 * A browser context signed in as a demo account of the server at `url` (the login's calls
 * made once from here, their token stored as the login modal stores it: the login itself is
 * the other journeys' business). English, desktop.
 */
async function signedIn(url: string, phone: string, userType: 'bussines' | 'ordinary') {
  const token = await client(url).login(phone);
  const localStorage = [
    { name: 'user_token', value: token },
    { name: 'user_type', value: userType },
    { name: 'i18nextLng', value: 'en' },
  ];
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: DESKTOP,
    storageState: { cookies: [], origins: [{ origin: url, localStorage }] },
  });
  context.setDefaultTimeout(STATE_WAIT_MS);
  return { context, page: await context.newPage() };
}

describe('one marketplace for every browser, through a restart (npm run serve)', () => {
  it('a lessor publishes an office; a tenant in another browser sees it, also after a SIGKILL', async () => {
    const dataFile = path.join(dataDir, 'shared.sqlite');
    let serve = await startServe(dataFile, 0);
    const port = Number(new URL(serve.url).port);
    const [lessor, tenant] = await Promise.all([
      signedIn(serve.url, DEMO.lessor, 'bussines'),
      signedIn(serve.url, DEMO.tenant, 'ordinary'),
    ]);
    // Office 8 is the demo lessor's complete office that is not published yet.
    const details = async () => (await tenant.page.goto(`${serve.url}/details/8?lng=en`))?.status();
    expect(await details()).toBe(404);

    await lessor.page.goto(`${serve.url}/dashboard/properties?lng=en`);
    const row = lessor.page
      .getByTestId('table-offices')
      .locator('tbody tr')
      .filter({ hasText: '200008' });
    await row.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = lessor.page.getByTestId('publish-dialog');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => row.textContent()).toContain('Published');

    // The tenant's browser, which never saw the lessor's, gets the published office.
    expect(await details()).toBe(200);
    const title = (await tenant.page.getByTestId('office-title').textContent())?.trim();
    expect(title).toBeTruthy();

    // SIGKILL: no chance to flush or close. The same file on the same port: still there, and
    // the tenant's session (a row of the same store) still signs them in.
    await serve.kill();
    serve = await startServe(dataFile, port);
    expect(await details()).toBe(200);
    expect((await tenant.page.getByTestId('office-title').textContent())?.trim()).toBe(title);
    await tenant.page.getByTestId('nav-logout').waitFor();
    await Promise.all([lessor.context.close(), tenant.context.close()]);
    await serve.kill();
  });
});
