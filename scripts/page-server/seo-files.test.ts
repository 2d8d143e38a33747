import { describe, expect, it } from 'vitest';
import { publishedOffices, robotsTxt, sitemapEntries, sitemapXml } from './seo-files';

const ORIGIN = 'https://maktabi.example';

describe('robots.txt', () => {
  it('keeps crawlers out of the dashboard, payments and print pages and names the sitemap', () => {
    const txt = robotsTxt(ORIGIN);
    for (const path of ['/dashboard', '/payment', '/print'])
      expect(txt).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  const office = { id: 7, published_at: '2026-10-02T08:00:00Z' } as never;
  const xml = sitemapXml(ORIGIN, sitemapEntries([office]));

  it('lists every office in both languages with alternates and lastmod', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/details/7</loc><lastmod>2026-10-02</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/details/7?lng=en</loc><lastmod>2026-10-02</lastmod>`);
    expect(xml).toContain(`hreflang="en" href="${ORIGIN}/details/7?lng=en"`);
    expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}/details/7"`);
  });

  it('lists the public pages and never a private one', () => {
    for (const path of ['/', '/all_deals', '/features', '/business', '/contact-us'])
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(xml).not.toContain('/dashboard');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2 * 7);
  });

  it('reads the public office list page by page', async () => {
    const asked: string[] = [];
    const offices = await publishedOffices(async (path) => {
      asked.push(path);
      const page = Number(new URL(path, ORIGIN).searchParams.get('page'));
      return Response.json({
        data: { data: [{ id: page }], total: 2, current_page: page, per_page: 100, last_page: 2 },
      });
    });
    expect(offices.map((o) => o.id)).toEqual([1, 2]);
    expect(asked).toHaveLength(2);
  });
});
