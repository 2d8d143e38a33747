// Public pages rendered on the server (issue 28), read as a crawler, a link previewer and a
// reader with JavaScript off would: the page server (scripts/page-server/) over the same build
// as the other browser tests, with the embedded backend in this process on a fresh SQLite
// file. Then, JavaScript on, each public page hydrates without a React hydration warning.
// `npm run serve` itself as a child process (issue 27): tests/e2e/serve-restart.e2e.ts.
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../mocks/seed/content-pages';
import { DEV_APP_KEY } from '../../scripts/mock-app-key';
import { PHONE, poll } from './harness/app';
import { setUpPageServerSite } from './harness/page-server-site';
import { STATE_WAIT_MS } from './harness/patience';
import type { Lang } from './harness/browser';

const LANGS: Lang[] = ['ar', 'en'];
const site = setUpPageServerSite('ssr');

/** What the public API says of an office, in `lang`: what the page must show. */
async function office(id: number, lang: Lang) {
  const res = await site.api.fetch(
    new Request(`http://localhost/apiBack/v1/public/offices/${id}`, {
      headers: { 'X-App-Key': DEV_APP_KEY, 'Accept-Language': lang, Accept: 'application/json' },
    }),
  );
  const body = (await res.json()) as {
    data: { ad_title?: string; name?: string; city_name?: string; main_image?: string };
  };
  return body.data;
}

/** A page with JavaScript off: only the server's HTML. */
async function withoutScript(url: string, lang: Lang) {
  const context = await site.browser.newContext({
    javaScriptEnabled: false,
    locale: lang === 'ar' ? 'ar-SA' : 'en-US',
  });
  context.setDefaultTimeout(STATE_WAIT_MS);
  const page = await context.newPage();
  const response = await page.goto(site.server.url + url);
  return { page, status: response?.status(), close: () => context.close() };
}

describe.each(LANGS)('with JavaScript off (%s)', (lang) => {
  const q = lang === 'en' ? '?lng=en' : '';

  it('shows the office: title, city, main photo and prices, in the page language', async () => {
    const o = await office(1, lang);
    const { page, status, close } = await withoutScript(`/details/1${q}`, lang);
    expect(status).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect((await page.getByTestId('office-title').textContent())?.trim()).toBe(
      o.ad_title || o.name,
    );
    const text = await page.locator('body').innerText();
    expect(text).toContain(o.city_name);
    expect(text).toMatch(lang === 'ar' ? /ر\.س|ريال/ : /SAR/);
    const photo = o.main_image!.split('/').pop()!;
    expect(await page.locator(`img[src*="${photo}"]`).count()).toBeGreaterThan(0);
    await close();
  });

  it('shows the listing cards and the home page hero with featured offices', async () => {
    const deals = await withoutScript(`/all_deals${q}`, lang);
    expect(deals.status).toBe(200);
    expect(await deals.page.getByTestId('office-card').count()).toBeGreaterThan(0);
    // The map's column says why it is empty (a wide screen shows it; the markup is the same).
    expect(await deals.page.locator('noscript p').count()).toBe(1);
    await deals.close();
    const home = await withoutScript(`/${q}`, lang);
    expect(await home.page.locator('h1').count()).toBe(1);
    expect(await home.page.getByTestId('featured-office').count()).toBeGreaterThan(0);
    await home.close();
  });
});

/** Every public page, as a reader without JavaScript reaches it. */
const PUBLIC_PAGES = [
  '/',
  '/all_deals',
  '/list?city_id=1',
  '/details/1',
  '/features',
  '/business',
  '/contact-us',
  `/${Object.keys(CONTENT_PAGES)[0]}`,
  '/no-such-page',
];

describe.each(LANGS)('with JavaScript off, nothing waits for a script (%s)', (lang) => {
  it.each(PUBLIC_PAGES)('%s shows no spinner and no video that cannot load', async (url) => {
    const q = lang === 'en' ? `${url.includes('?') ? '&' : '?'}lng=en` : '';
    const { page, close } = await withoutScript(url + q, lang);
    // A spinner without script spins for ever: the server renders the content instead.
    expect(
      await page.locator('.chakra-spinner, [aria-busy="true"], [role="progressbar"]').count(),
    ).toBe(0);
    // Without script Chromium forces a <video>'s native controls on, which draw a loading
    // spinner over the poster and read 0:00: the server renders the poster and a link.
    expect(await page.locator('video').count()).toBe(0);
    await close();
  });

  it('switches to the other language by the language link', async () => {
    const { page, close } = await withoutScript(
      `/details/1${lang === 'en' ? '?lng=en' : ''}`,
      lang,
    );
    await page.locator('[data-testid="language-switch"]:visible').first().click();
    await page.waitForURL(/[?&]lng=/);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'ar' ? 'en' : 'ar');
    expect(await page.getByTestId('office-title').count()).toBe(1);
    await close();
  });

  it("shows the office video's poster and its length on a link to the file", async () => {
    const { page, close } = await withoutScript(
      `/details/1${lang === 'en' ? '?lng=en' : ''}`,
      lang,
    );
    const figure = page.getByTestId('office-video');
    expect(await figure.locator('img').getAttribute('src')).toMatch(/\.(jpe?g|png|webp|svg)$/);
    const play = figure.getByTestId('video-play');
    expect(await figure.locator('a[data-testid="video-play"]').count()).toBe(1);
    expect(await play.getAttribute('href')).toMatch(/\.(mp4|webm|mov)$/);
    expect(await play.getByTestId('video-duration').textContent()).toMatch(/^\d+:\d\d$/);
    await close();
  });
});

describe('for crawlers and link previewers', () => {
  const previewer = { 'User-Agent': 'WhatsApp/2.24.1 A', 'Accept-Language': 'en' };
  const meta = (html: string, attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

  it('reads the title, description, photo, card, alternates and JSON-LD of an office', async () => {
    const o = await office(1, 'en');
    const res = await fetch(`${site.server.url}/details/1?lng=en`, { headers: previewer });
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = o.ad_title || o.name!;
    expect(html).toMatch(new RegExp(`<title>[^<]*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(meta(html, 'property', 'og:title')).toContain(title);
    expect(meta(html, 'name', 'description')).toContain(o.city_name);
    expect(meta(html, 'property', 'og:description')).toMatch(/SAR/);
    expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/.+\.(jpe?g|png|webp|svg)/);
    expect(meta(html, 'property', 'og:url')).toMatch(/\/details\/1\?lng=en$/);
    expect(meta(html, 'property', 'og:locale')).toBe('en_US');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    for (const lang of ['ar', 'en', 'x-default'])
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="https?://`));
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/details\/1\?lng=en"/);
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const graph = JSON.parse(ld ?? 'null') as { offers?: Array<{ priceCurrency: string }> };
    expect(graph.offers?.length).toBeGreaterThan(0);
    expect(graph.offers?.every((x) => x.priceCurrency === 'SAR')).toBe(true);
  });

  it('answers 404 with noindex for an unknown office, and serves robots and the sitemap', async () => {
    const missing = await fetch(`${site.server.url}/details/999999`, { headers: previewer });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<meta name="robots" content="noindex/);
    const robots = await (await fetch(`${site.server.url}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/dashboard/);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/details\/1<\/loc>/);
  });

  it('answers a dashboard URL with the unrendered shell: 200, noindex, the request language', async () => {
    const res = await fetch(`${site.server.url}/dashboard/transactions?lng=en`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en" dir="ltr" data-ssr>/);
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    // Nothing rendered: the session is in the browser, which renders the page.
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toMatch(/data-prerendered/);
  });

  it("preloads the dashboard page's chunks in its shell, and none on a public page", async () => {
    const links = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1]!,
      );
    const entryOnly = new Set(links(await (await fetch(`${site.server.url}/contact-us`)).text()));
    const shell = await (await fetch(`${site.server.url}/dashboard/statements?lng=en`)).text();
    const extra = links(shell).filter((f) => !entryOnly.has(f));
    // The route table, the English core translations, the page's own chunk, at least.
    expect(extra.some((f) => /\/dashboard-table-[\w-]+\.js$/.test(f))).toBe(true);
    expect(extra.some((f) => /\/en-[\w-]+\.js$/.test(f))).toBe(true);
    expect(extra.some((f) => /\/statements-page-[\w-]+\.js$/.test(f))).toBe(true);
    for (const f of extra) expect((await fetch(site.server.url + f)).status, f).toBe(200);
    // The build's list stays private.
    expect((await fetch(`${site.server.url}/.vite/dashboard-preloads.json`)).status).toBe(404);
  });
});

/**
 * The className pairs (client, server) of a React attribute-mismatch warning, or null when it
 * names any other attribute. React's diff marks the client's value `+` and the server's `-`.
 */
function classPairs(warning: string): Array<[string, string]> | null {
  const lines = warning.split('\n').map((l) => l.trim());
  const attrs = lines.filter((l) => /^[+-]\s+[\w-]+=/.test(l));
  if (!/didn't match the client properties/.test(warning) || attrs.length === 0) return null;
  if (attrs.some((l) => !/^[+-]\s+className="css-\w+"$/.test(l))) return null;
  const pairs: Array<[string, string]> = [];
  for (let k = 0; k + 1 < attrs.length; k += 2) {
    const client = /"(css-\w+)"/.exec(attrs[k])![1];
    const server = /"(css-\w+)"/.exec(attrs[k + 1])![1];
    if (!attrs[k].startsWith('+') || !attrs[k + 1].startsWith('-')) return null;
    pairs.push([client, server]);
  }
  return pairs;
}

describe('hydration', () => {
  // One kind of attribute warning is not a difference a reader can see, and is checked as
  // such instead of refused: two emotion classes with the same declarations in another order.
  // Chakra memoises its css() by a key that sorts the style props (utils/memo.js, simpleHash),
  // so the declarations' order, and so the class hash, is that of the first equal style the
  // process rendered: the server's history and the hydrating browser's differ. Every other
  // hydration warning fails the test.
  it.each(LANGS)('hydrates every public page without a hydration warning (%s)', async (lang) => {
    const q = lang === 'en' ? '?lng=en' : '';
    const context = await site.browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
    context.setDefaultTimeout(STATE_WAIT_MS);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|server rendered/i.test(m.text())) warnings.push(m.text());
    });
    page.on('pageerror', (e) => warnings.push(e.message));
    const sameDeclarations: Array<[string, string]> = [];
    for (const url of [
      '/',
      '/all_deals',
      '/list',
      '/details/1',
      '/features',
      '/business',
      '/contact-us',
    ]) {
      const before = warnings.length;
      await page.goto(site.server.url + url + q);
      // Hydrated: React owns the server's h1.
      await page.waitForFunction(() => {
        const h1 = document.querySelector('h1');
        return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
      });
      await page.waitForLoadState('networkidle');
      for (const w of warnings.splice(before)) {
        const pairs = classPairs(w);
        const rules = pairs && (await page.evaluate(declarationsOf, pairs.flat()));
        const same = pairs?.every(([a, b]) => !!rules?.[a] && rules[a] === rules[b]);
        if (same) sameDeclarations.push(...pairs!);
        else warnings.push(`${url}: ${w}`);
      }
    }
    await context.close();
    expect(warnings).toEqual([]);
    console.info(`hydration (${lang}): ${sameDeclarations.length} class pairs, same declarations`);
  });
});

describe('hydration in parts', () => {
  // The details page's parts below a phone's fold stay server HTML after the page hydrates
  // (src/components/hydrate-on-view.tsx); a tap on one, or scrolling to it, hydrates it.
  it('keeps the parts below the fold as HTML until tapped or scrolled to, without a warning', async () => {
    const context = await site.browser.newContext({ locale: 'ar-SA', viewport: PHONE });
    context.setDefaultTimeout(STATE_WAIT_MS);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|server rendered/i.test(m.text())) warnings.push(m.text());
    });
    page.on('pageerror', (e) => warnings.push(e.message));
    const reacts = (selector: string) =>
      page.evaluate((s) => {
        const el = document.querySelector(s);
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
      }, selector);
    await page.goto(site.server.url + '/details/1');
    await poll(() => reacts('h1')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await reacts('[data-testid="tab-location"]')).toBe(false);
    expect(await reacts('[data-testid="similar-offices"] a')).toBe(false);
    // A tap on a tab that is still HTML selects it.
    await page.getByTestId('tab-location').click();
    await poll(() => page.getByTestId('tab-location').getAttribute('aria-selected')).toBe('true');
    // Scrolling down hydrates the similar offices.
    await page.getByTestId('similar-offices').scrollIntoViewIfNeeded();
    await poll(() => reacts('[data-testid="similar-offices"] a')).toBe(true);
    const real: string[] = [];
    for (const w of warnings) {
      const pairs = classPairs(w);
      const rules = pairs && (await page.evaluate(declarationsOf, pairs.flat()));
      if (!pairs?.every(([a, b]) => !!rules?.[a] && rules[a] === rules[b])) real.push(w);
    }
    await context.close();
    expect(real).toEqual([]);
  });
});

describe('a part switched to another language before it hydrates', () => {
  // The language switch reaches the parts still HTML below the fold: they are rendered anew
  // in English at once, instead of keeping the Arabic words and then mismatching (React's
  // error 418) when scrolled to.
  it('shows its new words at once, and no warning when scrolled to', async () => {
    const context = await site.browser.newContext({
      locale: 'ar-SA',
      viewport: { width: 1280, height: 720 },
    });
    context.setDefaultTimeout(STATE_WAIT_MS);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|server rendered|#418|#423/i.test(m.text())) warnings.push(m.text());
    });
    page.on('pageerror', (e) => warnings.push(e.message));
    await page.goto(site.server.url + '/details/1');
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
    });
    const similar = page.getByTestId('similar-offices');
    expect(await similar.locator('h2, h3').first().textContent()).toBe('إعلانات مشابهة');
    await page.locator('[data-testid="language-switch"]:visible').first().click();
    await poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await poll(() => similar.locator('h2, h3').first().textContent()).toBe('Similar ads');
    await similar.scrollIntoViewIfNeeded();
    await poll(() =>
      similar
        .locator('a')
        .first()
        .evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps'))),
    ).toBe(true);
    await context.close();
    expect(warnings).toEqual([]);
  });
});

describe('content pages', () => {
  // The body's HTML is sanitised by DOMPurify on both sides (src/lib/sanitize-html.ts): on
  // the server on jsdom's window, in Chromium on its own. Both must give the same markup, or
  // a page rendered in the browser (after a client navigation) differs from the server's.
  // After the hydration test: rendering here first would change the server's emotion history.
  // Every seeded page in Arabic; in English the terms (the footer's link), to spare browser
  // time: the pages differ in words, not in markup, between the languages.
  const slugs = { ar: Object.keys(CONTENT_PAGES), en: ['term-of-service-agreement'] };
  const bodyOf = (html: string) =>
    new DOMParser().parseFromString(html, 'text/html').querySelector('[data-testid="content-body"]')
      ?.innerHTML;

  it.each(LANGS)('render the same HTML on the server and in the browser (%s)', async (lang) => {
    const q = lang === 'en' ? '?lng=en' : '';
    const context = await site.browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
    context.setDefaultTimeout(STATE_WAIT_MS);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/contact-us${q}`);
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
    });
    for (const slug of slugs[lang]) {
      // The server's page, parsed by Chromium as with JavaScript off.
      const res = await fetch(`${site.server.url}/${slug}${q}`);
      expect(res.status).toBe(200);
      const served = await page.evaluate(bodyOf, await res.text());
      expect(served).toBeTruthy();
      expect(served).not.toMatch(/<script|\son\w+=|javascript:/i);
      // A client navigation: the browser fetches the page and sanitises it itself.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/${slug}${q}`);
      await page.getByRole('heading', { level: 1, name: CONTENT_PAGES[slug][lang][0] }).waitFor();
      const rendered = await page.getByTestId('content-body').evaluate((e) => e.innerHTML);
      expect(rendered, slug).toBe(served);
    }
    await context.close();
  });
});

/** Each class's declarations in the page's style sheets, sorted: equal when the CSS is. */
function declarationsOf(classes: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules)) {
      const m = /^\.(css-\w+)\s*\{(.*)\}$/.exec(rule.cssText);
      if (m && classes.includes(m[1]))
        out[m[1]] = m[2]
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .sort()
          .join(';');
    }
  return out;
}
