// Mock servers for the tests that start the real process (scripts/mock-server.ts): each on
// its own SQLite file in one temp folder per test file; every one still running is killed and
// the folder removed after the file's tests. Tests only (it registers vitest hooks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from './mock-server-harness';

export function tempServers(prefix: string) {
  let dir = '';
  const running: RunningServer[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterAll(() => {
    for (const s of running) if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** The folder's path to `file` (valid once the file's tests run). */
    fileIn: (file: string) => path.join(dir, file),
    async start(file: string, args: string[] = []) {
      const s = await startServer(path.join(dir, file), args);
      running.push(s);
      return s;
    },
  };
}
