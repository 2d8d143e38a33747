// What crawlers and link previewers read, written into <head> by the server in the page's
// language: title, description, canonical and hreflang alternates, Open Graph, a Twitter
// card, and for an office JSON-LD (schema.org Product + Place: its address and an Offer per
// rental period in SAR). Everything comes from the answers the render fetched through the
// public API (never the store), so only what the API shows the public reaches the HTML.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { StaticHandlerContext } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { fileUrl } from '@/api/site-settings';
import type { Language } from '@/i18n/languages';
import type { RouteHandle } from '@/lib/feature-routes';
import { officeFacts, type OfficeFacts } from './office-facts';

type S = components['schemas'];

export interface PageHeadInput {
  url: URL;
  origin: string;
  lang: Language;
  t: I18n;
  matches: StaticHandlerContext['matches'];
  client: QueryClient;
  notFound: boolean;
}

const OG_LOCALE: Record<Language, string> = { ar: 'ar_SA', en: 'en_US' };

/** Text for an attribute or an element. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's address in one language: Arabic without `lng`, English with `?lng=en`. */
export function languageUrl(url: URL, origin: string, lang: Language): string {
  const out = new URL(url.pathname + url.search, origin);
  out.searchParams.delete('lng');
  if (lang === 'en') out.searchParams.set('lng', 'en');
  return out.href;
}

function cached<T>(client: QueryClient, path: string, params?: unknown): T | undefined {
  const key = params === undefined ? ['get', path] : ['get', path, params];
  return (client.getQueryData(key) as { data?: T } | undefined)?.data;
}

export function pageHead(input: PageHeadInput): string {
  const { url, origin, lang, t, matches, client } = input;
  const tr = (key: string, o?: Record<string, unknown>) => t.t(key, { lng: lang, ...o });
  const settings = cached<S['GeneralSettings']>(client, '/apiBack/v1/user/settings/general');
  const site = settings ? (lang === 'ar' ? settings.site_name_ar : settings.site_name_en) : '';
  const siteTitle =
    (settings && (lang === 'ar' ? settings.site_title_ar : settings.site_title_en)) ||
    tr('common:tagline');
  const titleKey = [...matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  let title = [titleKey ? tr(titleKey) : '', siteTitle].filter(Boolean).join(' | ');
  let description =
    (settings && (lang === 'ar' ? settings.site_desc_ar : settings.site_desc_en)) || siteTitle;
  let image = fileUrl(settings?.file_host, settings?.logo);
  let office: OfficeFacts | undefined;

  const officeId = matches.find((m) => m.route.path === 'details/:id')?.params.id;
  if (officeId && !input.notFound) {
    const id = Number(officeId);
    const data = cached<S['Office']>(client, '/apiBack/v1/public/offices/{id}', {
      params: { path: { id } },
    });
    if (data) {
      office = officeFacts(data, (p) => fileUrl(settings?.file_host, p));
      title = [office.title, site].filter(Boolean).join(' | ');
      const cheapest = office.offers[0];
      description = cheapest
        ? tr('seo:office.description', {
            title: office.title,
            city: office.city,
            price: cheapest.price.toLocaleString(lang === 'ar' ? 'ar-SA' : 'en-US'),
            period: tr(`office-details:period.${cheapest.typeResId}`),
            site,
          })
        : tr('seo:office.descriptionNoPrice', { title: office.title, city: office.city, site });
      image = office.image ?? image;
    }
  }
  const abs = (u: string | undefined) => (u ? new URL(u, origin).href : undefined);
  const canonical = languageUrl(url, origin, lang);
  const other: Language = lang === 'ar' ? 'en' : 'ar';
  const tags = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
  ];
  if (input.notFound) tags.push('<meta name="robots" content="noindex">');
  else {
    tags.push(
      `<link rel="canonical" href="${esc(canonical)}">`,
      `<link rel="alternate" hreflang="ar" href="${esc(languageUrl(url, origin, 'ar'))}">`,
      `<link rel="alternate" hreflang="en" href="${esc(languageUrl(url, origin, 'en'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${esc(languageUrl(url, origin, 'ar'))}">`,
    );
  }
  const og: [string, string | undefined][] = [
    ['og:type', office ? 'product' : 'website'],
    ['og:site_name', site || undefined],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:image', abs(image)],
    ['og:image:alt', office?.title],
    ['og:locale', OG_LOCALE[lang]],
    ['og:locale:alternate', OG_LOCALE[other]],
  ];
  for (const [p, c] of og) if (c) tags.push(`<meta property="${p}" content="${esc(c)}">`);
  const twitter: [string, string | undefined][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', abs(image)],
  ];
  for (const [n, c] of twitter) if (c) tags.push(`<meta name="${n}" content="${esc(c)}">`);
  if (office) {
    const ld = officeJsonLd(office, canonical, abs, description);
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`,
    );
  }
  return tags.join('');
}

/** UN/CEFACT unit codes schema.org uses for a price per period (TypeResId 1…5). */
const UNIT_CODE: Record<number, string> = { 1: 'HUR', 2: 'DAY', 3: 'MON', 4: 'ANN', 5: 'WEE' };

export function officeJsonLd(
  office: OfficeFacts,
  url: string,
  abs: (u: string | undefined) => string | undefined,
  description: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Place'],
    name: office.title,
    description,
    url,
    sku: office.adNumber,
    image: office.images.map(abs).filter(Boolean),
    address: {
      '@type': 'PostalAddress',
      addressLocality: office.city || undefined,
      streetAddress: [office.neighborhood, office.street].filter(Boolean).join(', ') || undefined,
      addressCountry: 'SA',
    },
    ...(office.rating && office.reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: office.rating,
            reviewCount: office.reviews,
          },
        }
      : {}),
    offers: office.offers.map((o) => ({
      '@type': 'Offer',
      price: o.price,
      priceCurrency: 'SAR',
      availability: 'https://schema.org/InStock',
      url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: o.price,
        priceCurrency: 'SAR',
        unitCode: UNIT_CODE[o.typeResId],
        referenceQuantity: {
          '@type': 'QuantitativeValue',
          value: 1,
          unitCode: UNIT_CODE[o.typeResId],
        },
      },
    })),
  };
}
