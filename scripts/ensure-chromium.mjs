// Browser tests drive Debian's chromium-headless-shell (the same engine as the browser,
// lighter: tests/e2e/harness/chromium.ts), or the full "chromium" when only that is there.
// When neither is there, or the shell is missing and we are root with apt-get (the CI
// machine kind), install the shell; otherwise explain how. Asynchronous, so the test
// command runs its static checks while apt downloads.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH = '/usr/bin/chromium';

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
  const configured = process.env.CHROME_PATH;
  if (configured)
    return existsSync(configured)
      ? { ok: true }
      : { ok: false, message: `CHROME_PATH is set to ${configured}, which does not exist.` };
  if (existsSync(HEADLESS_SHELL_PATH)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Installing the Debian package "chromium-headless-shell" in the background…');
    const installed =
      (await quietly('apt-get', ['update', '-qq'])) === 0 &&
      (await quietly('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'])) === 0;
    if (installed && existsSync(HEADLESS_SHELL_PATH)) {
      console.log('chromium-headless-shell installed.');
      return { ok: true };
    }
    // The full browser serves too (slower): try it before giving up.
    if (!existsSync(CHROMIUM_PATH)) await quietly('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  return {
    ok: false,
    message: `No Chromium was found: install it with "sudo apt-get install -y chromium-headless-shell" (or set CHROME_PATH to a Chromium) and run npm test again.`,
  };
}
