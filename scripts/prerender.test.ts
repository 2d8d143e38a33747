// @vitest-environment node
// The build-time render (scripts/prerender.ts, src/entry-server.tsx) in Node, as the build
// runs it: without a DOM, emotion hands its rules to the cache and they are inlined.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerender } from '../src/entry-server';
import { injectPage, prerenderFile } from './prerender';

const shell = readFileSync('index.html', 'utf8');
const heroTitle = JSON.parse(readFileSync('src/i18n/locales/ar/home.json', 'utf8')).hero.title;

describe('prerender', () => {
  it('writes `/` in Arabic with the hero in the markup and its styles inlined', async () => {
    const html = injectPage(shell, '/', await prerender('/'));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
    expect(root).toMatch(new RegExp(`<h1 class="(chakra-heading )?css-[\\w-]+">${heroTitle}</h1>`));
    const head = html.slice(0, html.indexOf('</head>'));
    // The hero's class is defined in an inlined style block of <head>.
    const heroClass = /<h1 class="(?:chakra-heading )?(css-[\w-]+)"/.exec(root)![1];
    expect(head).toContain(`.${heroClass}{`);
    expect(head).toMatch(/<style data-ssr-emotion="css [\w ]+">/);
    // The router state for hydrateRoot, outside #root.
    expect(html).toMatch(
      /<\/div><script type="application\/json" id="prerender-data">\{"router":\{"loaderData"/,
    );
  });

  it('puts each path where a static host finds it', () => {
    expect(prerenderFile('/')).toBe('index.html');
    expect(prerenderFile('/business')).toBe('business/index.html');
    expect(prerenderFile('/business/')).toBe('business/index.html');
  });
});
