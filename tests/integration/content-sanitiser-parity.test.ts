// The content pages' sanitiser (src/lib/sanitize-html.ts) on the page server's DOM (jsdom,
// src/app/server-render/server-dom.ts): every seeded page, in both languages, comes out
// whole (the seed is clean, so the policy keeps all of it, and sanitising twice changes
// nothing). The browser's side is compared in Chromium, where it runs: the content page
// rendered in the browser has the same HTML as the server's (tests/e2e/server-render.e2e.ts).
// happy-dom cannot stand in for the browser: DOMPurify on it lets scripts through.
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { serverWindow } from '@/app/server-render/server-dom';
import { createSanitizer } from '@/lib/sanitize-html';
import { CONTENT_PAGES } from '../../mocks/seed/content-pages';

const onServer = createSanitizer(serverWindow());

/** The HTML as a DOM serialises it (entities, quotes), without sanitising. */
function serialised(html: string): string {
  const template = (serverWindow() as unknown as typeof globalThis).document.createElement(
    'template',
  );
  template.innerHTML = html;
  return template.innerHTML;
}

describe('content page sanitiser on the server', () => {
  for (const [slug, page] of Object.entries(CONTENT_PAGES))
    for (const lang of ['ar', 'en'] as const)
      it(`keeps the seeded ${slug} (${lang}) whole`, () => {
        const body = page[lang][1];
        const html = onServer(body);
        expect(html).toBe(serialised(body));
        expect(onServer(html)).toBe(html);
      });

  it('refuses a DOM that lets unsafe HTML through (happy-dom)', () => {
    expect(() =>
      createSanitizer(new Window() as unknown as Parameters<typeof createSanitizer>[0]),
    ).toThrow(/unsafe/);
  });
});
