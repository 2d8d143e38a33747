// Where Chromium lives and the flags it needs on this machine kind (see
// shared/toolchain.md): no sandbox as root, and no background networking,
// because the machine's closed network refuses those connections.
import { existsSync } from 'node:fs';

/** Where Debian puts chromium-headless-shell (scripts/ensure-chromium.mjs installs it). */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The full browser: Lighthouse needs it (the bench). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' browser: Debian's chromium-headless-shell when it is there (the same
 * engine without the full browser's layers: ~15% less CPU for the same tests, measured
 * 2026-11-24 on money + invoices, 78–80 → 63–71 CPU-s), else the full browser.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROME_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
