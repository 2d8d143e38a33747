// The shell around a rendered page: its hydration scripts load after its first paint (it
// paints from its HTML), an unrendered page's are tags in <head> (it paints from them).
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

  it('loads a rendered page’s entry script and module preloads after its session check', () => {
    const html = shell.open('en', '<title>Office</title>');
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toMatch(/<html lang="en" dir="ltr" data-ssr>/);
    const check = html.indexOf("setAttribute('data-csr'");
    const loader = html.indexOf('["/assets/react.js"]');
    expect(check).toBeGreaterThan(0);
    expect(loader).toBeGreaterThan(check);
    expect(html.indexOf('["/assets/index.js"]')).toBeGreaterThan(loader);
  });

  it('keeps an unrendered page’s scripts as tags', () => {
    const html = shell.unrendered('ar', '');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
    expect(html).toContain('<div id="root"></div>');
  });
});
