// The shell around a rendered page: its hydration scripts at low priority (the page paints
// from its HTML), an unrendered page's at the browser's default (it paints from them).
import { describe, expect, it } from 'vitest';
import { cutShell } from './html-shell';

const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <title>مكاتب</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('cutShell', () => {
  const shell = cutShell(SHELL);

  it('fetches a rendered page’s entry script and module preloads at low priority', () => {
    const html = shell.open('en', '<title>Office</title>');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toMatch(/<html lang="en" dir="ltr" data-ssr>/);
  });

  it('keeps an unrendered page’s scripts at the default priority', () => {
    const html = shell.unrendered('ar', '');
    expect(html).not.toContain('fetchpriority');
    expect(html).toContain('<div id="root"></div>');
  });
});
