// Browser tests drive Debian's Chromium. When it is missing and we are root
// with apt-get (the CI machine kind), install it; otherwise explain how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing the Debian package "chromium" (about a minute)…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install && install.status === 0 && existsSync(CHROMIUM_PATH)) return { ok: true };
  }
  return {
    ok: false,
    message: `Chromium was not found at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" (or set CHROME_PATH) and run npm test again.`,
  };
}
