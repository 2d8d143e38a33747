// The page server (scripts/page-server/) over the shared e2e build, with the embedded
// backend in this process on a fresh SQLite file, and a Chromium to read it: set up before
// a test file's tests and closed after them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startMockApi, type MockApi } from '../../../scripts/mock-api';
import { startPageServer, type PageServer } from '../../../scripts/page-server/page-server';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './chromium';
import { lowPriorityBrowser } from './priority';

export interface PageServerSite {
  api: MockApi;
  server: PageServer;
  browser: Browser;
}

/** Registers the set-up and tear-down; the returned object is filled once `beforeAll` ran. */
export function setUpPageServerSite(name: string): PageServerSite {
  const site = {} as PageServerSite;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `${name}-e2e-`));
    site.api = await startMockApi({ dataFile: path.join(dataDir, 'mock.sqlite'), reset: true });
    site.server = await startPageServer({
      dist: inject('distDir'),
      mockApi: site.api,
      log: () => {},
    });
    site.browser = await chromium.launch({
      executablePath: lowPriorityBrowser(TEST_BROWSER_PATH),
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    await site.api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}
