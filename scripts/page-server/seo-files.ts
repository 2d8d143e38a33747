// /robots.txt and /sitemap.xml of the page server. The sitemap lists the public pages and
// every published office the public API lists (a hidden or unpublished office is not in
// the public list), each in Arabic (no `lng`) and English (`?lng=en`) with its alternates
// and lastmod (the office's published_at).
import type { components } from '../../src/api/generated/apiback';
import { LANGUAGES, type Language } from '../../src/i18n/languages';

type Summary = components['schemas']['OfficeSummary'];
type Paged = components['schemas']['PagedOfficeSummaries'];

/** Paths a crawler must not index: the dashboard, payments and printable pages. */
export const DISALLOWED = [
  '/dashboard',
  '/payment',
  '/payment-error',
  '/print',
  '/__mock/',
  '/apiBack/',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages that are the same for every visitor. */
export const PUBLIC_PATHS = ['/', '/all_deals', '/features', '/list', '/business', '/contact-us'];

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function address(origin: string, path: string, lang: Language) {
  return `${origin}${path}${lang === 'en' ? '?lng=en' : ''}`;
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) =>
    LANGUAGES.map((lang) => {
      const alternates = LANGUAGES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(address(origin, e.path, l))}"/>`,
      ).join('');
      const lastmod = e.lastmod ? `<lastmod>${xml(e.lastmod.slice(0, 10))}</lastmod>` : '';
      return `<url><loc>${xml(address(origin, e.path, lang))}</loc>${lastmod}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${xml(address(origin, e.path, 'ar'))}"/></url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** Every office of the public list, page by page (100 a page, at most 500 pages). */
export async function publishedOffices(
  get: (pathAndQuery: string) => Promise<Response>,
): Promise<Summary[]> {
  const out: Summary[] = [];
  for (let page = 1; page <= 500; page++) {
    const res = await get(`/apiBack/v1/public/offices?per_page=100&page=${page}`);
    if (!res.ok) throw new Error(`sitemap: the office list answered ${res.status}`);
    const body = (await res.json()) as { data: Paged };
    out.push(...body.data.data);
    if (page >= body.data.last_page) break;
  }
  return out;
}

export function sitemapEntries(offices: Summary[]): SitemapEntry[] {
  return [
    ...PUBLIC_PATHS.map((path) => ({ path })),
    ...offices.map((o) => ({ path: `/details/${o.id}`, lastmod: o.published_at })),
  ];
}
