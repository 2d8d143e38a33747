// Where Chromium lives and the flags it needs on this machine kind (see
// shared/toolchain.md): no sandbox as root, and no background networking,
// because the machine's closed network refuses those connections.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
