// Browser tests drive Debian's Chromium. When it is missing and we are root
// with apt-get (the CI machine kind), install it; otherwise explain how.
// Asynchronous, so the test command runs its static checks while apt downloads.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Runs a command with its output kept (printed only if it fails); resolves its exit code. */
function quietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(output);
      resolve(code ?? 1);
    });
  });
}

/** Resolves `{ ok: true }`, or `{ ok: false, message }` saying how to get Chromium. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing the Debian package "chromium" in the background…');
    const installed =
      (await quietly('apt-get', ['update', '-qq'])) === 0 &&
      (await quietly('apt-get', ['install', '-y', '-qq', 'chromium'])) === 0;
    if (installed && existsSync(CHROMIUM_PATH)) {
      console.log('Chromium installed.');
      return { ok: true };
    }
  }
  return {
    ok: false,
    message: `Chromium was not found at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" (or set CHROME_PATH) and run npm test again.`,
  };
}
