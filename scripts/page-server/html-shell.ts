// The build's unrendered shell (spa.html) cut where a rendered page goes: <html lang dir>,
// the end of <head> and the empty #root. The shell's static title and description give way
// to the page's own (src/app/server-render/page-head.ts).
import { PRERENDER_DATA_ID, prerenderHead } from '../../src/app/hydrate';
import { scriptsAfterPaint } from '../../src/app/scripts-after-paint';

export interface ShellParts {
  /** Up to and including `<div id="root" data-prerendered>`. */
  open(lang: string, head: string): string;
  /** `</div>`, the hydration data, and the rest of the shell. */
  close(state: string | null): string;
  /** The whole shell with an empty #root (a page the browser renders), in `lang`. */
  unrendered(lang: string, head: string): string;
}

const ROOT = '<div id="root"></div>';

export function cutShell(shell: string, extraHead = ''): ShellParts {
  const at = shell.indexOf(ROOT);
  if (at < 0 || !shell.includes('</head>')) throw new Error('page server: spa.html has no #root');
  // The shell's own title and description stay on an unrendered page (the app sets its
  // title once the route is in, as on a static host).
  const raw = shell.slice(0, at);
  const before = raw
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '');
  const after = shell.slice(at + ROOT.length);
  if (!/<html lang="ar" dir="rtl">/.test(before)) throw new Error('page server: no <html lang>');
  // A rendered page paints from its HTML: its scripts load after that paint. An
  // unrendered page keeps them as tags: it paints from them.
  const rendered = scriptsAfterPaint(before);
  const html = (lang: string) =>
    `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" data-ssr>`;
  return {
    open: (lang, head) =>
      rendered.head
        .replace('<html lang="ar" dir="rtl">', html(lang))
        .replace('</head>', `${prerenderHead()}${rendered.loader}${extraHead}${head}</head>`) +
      '<div id="root" data-prerendered>',
    close: (state) =>
      '</div>' +
      (state ? `<script type="application/json" id="${PRERENDER_DATA_ID}">${state}</script>` : '') +
      after,
    unrendered: (lang, head) =>
      raw
        .replace('<html lang="ar" dir="rtl">', html(lang))
        .replace('</head>', `${extraHead}${head}</head>`) +
      ROOT +
      after,
  };
}
