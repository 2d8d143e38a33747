import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserScript } from './priority';

const AUTOGROUP = '/proc/self/autogroup';

describe('browserScript', () => {
  it.skipIf(!existsSync(AUTOGROUP))(
    "lowers the browser session's own scheduling group, as Playwright starts it in a new session",
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'browser-script-'));
      // A stand-in browser that says which group it runs in and with what arguments.
      const browser = path.join(dir, 'browser.sh');
      writeFileSync(browser, `#!/bin/sh\ncat ${AUTOGROUP}\necho "args: $*"\n`);
      chmodSync(browser, 0o755);
      const script = path.join(dir, 'low.sh');
      writeFileSync(script, browserScript(browser, 7));
      chmodSync(script, 0o755);
      // setsid: a session of its own, as a detached child process gets.
      const run = spawnSync('setsid', ['-w', script, '--headless', 'two words'], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/autogroup-\d+ nice 7\n/);
      expect(run.stdout).toContain('args: --headless two words');
    },
  );
});
