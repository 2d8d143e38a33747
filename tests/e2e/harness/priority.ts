// The browser tests' CPU priority. The test command runs them at a lower priority (E2E_NICE,
// a nice value) beside its unit and static lanes: Chromium's many threads otherwise took most
// of a 2-core machine from the single-threaded unit lane, which then finished last with the
// static checks alone on one core (a fresh clone: unit lane 612 s, the whole run 680 s).
// Chromium inherits the priority of the process that launches it, except that, run as root,
// it raises its display threads to nice -8 by itself (Linux lets a process with CAP_SYS_NICE
// do that): seen with `top` during a run. So as root it is started through util-linux's
// `setpriv` without that capability, and those threads stay at the lower priority.
import { chmodSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';

const SETPRIV = '/usr/bin/setpriv';

/** The nice value asked for, if any (a positive integer). */
function wantedNice(): number | undefined {
  const nice = Number(process.env.E2E_NICE);
  return Number.isInteger(nice) && nice > 0 ? nice : undefined;
}

/**
 * Lowers this process's priority as E2E_NICE asks, and returns the executable to launch
 * `browserPath` with: itself, or (as root, with setpriv) a script that starts it without the
 * right to raise its own priority.
 */
export function lowPriorityBrowser(browserPath: string): string {
  const nice = wantedNice();
  if (nice === undefined) return browserPath;
  setPriority(nice);
  if (process.getuid?.() !== 0 || !existsSync(SETPRIV)) return browserPath;
  // One script per browser, reused by every run (written whole, then renamed into place, so
  // a parallel runner never starts a half-written one): nothing is left behind per run.
  const name = browserPath.replace(/[^\w]+/g, '-');
  const script = path.join(tmpdir(), `e2e-low-priority${name}.sh`);
  const text = `#!/bin/sh\nexec ${SETPRIV} --bounding-set=-sys_nice -- '${browserPath}' "$@"\n`;
  const draft = `${script}.${process.pid}`;
  writeFileSync(draft, text);
  chmodSync(draft, 0o755);
  renameSync(draft, script);
  return script;
}
