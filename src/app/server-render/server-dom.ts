// The server's DOM for the content pages' sanitiser (src/lib/sanitize-html.ts): DOMPurify
// needs a window, and on Node the one its authors test it on and recommend is jsdom's
// (happy-dom's lets scripts and handlers through: see src/lib/sanitize-html.ts). jsdom is a
// runtime dependency of the page server, loaded on the first content page a process renders
// (0.5–2.5 s on this machine), not at start: most processes (the build's prerender, most
// unit tests) never render one.
import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';
import { provideSanitizerWindow } from '@/lib/sanitize-html';

interface JsdomModule {
  JSDOM: new (html: string) => { window: WindowLike };
}

export function serverWindow(): WindowLike {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
  return new JSDOM('').window;
}

export function installServerSanitizer(): void {
  provideSanitizerWindow(serverWindow);
}
