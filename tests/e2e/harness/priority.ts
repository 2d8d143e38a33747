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
  // One script per browser and nice value, reused by every run (written whole, then renamed
  // into place, so a parallel runner never starts a half-written one): nothing is left behind
  // per run.
  const name = `${browserPath.replace(/[^\w]+/g, '-')}-${nice}`;
  const script = path.join(tmpdir(), `e2e-low-priority${name}.sh`);
  const draft = `${script}.${process.pid}`;
  writeFileSync(draft, browserScript(browserPath, nice));
  chmodSync(draft, 0o755);
  renameSync(draft, script);
  return script;
}

/**
 * The script that starts the browser at the lower priority. Playwright starts the browser in
 * a session of its own (a detached process), and on a Linux kernel with autogroup scheduling
 * (`/proc/sys/kernel/sched_autogroup_enabled`) each session shares the cores as one group:
 * the process nice value then ranks threads only inside the browser's own group, and the
 * browser's group took the cores as an equal of the test command's. Measured 2026-11-28 on
 * the 2-core machine: `prettier --check` beside a browser file ran 60 s instead of 19 s
 * alone. The script sets the new session's group nice value (`/proc/self/autogroup`) before
 * the browser starts; a kernel without autogroup has no such file and the line does nothing.
 */
export function browserScript(browserPath: string, nice: number): string {
  const asRoot = process.getuid?.() === 0 && existsSync(SETPRIV);
  const start = asRoot
    ? `${SETPRIV} --bounding-set=-sys_nice -- '${browserPath}'`
    : `'${browserPath}'`;
  return [
    '#!/bin/sh',
    `[ -w /proc/self/autogroup ] && echo ${nice} > /proc/self/autogroup 2>/dev/null`,
    `exec ${start} "$@"`,
    '',
  ].join('\n');
}
