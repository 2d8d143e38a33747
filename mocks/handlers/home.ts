// Tag "home": the home page content (hero, featured offices, deals, cities, figures).
import { ok } from '../lib/http';
import { route } from '../lib/route';
import { SAUDI_CITIES } from '../seed/saudi-places';
import type { S } from '../serializers/common';
import { publishedOffices, searchOffices, viewerOf } from '../services/public-offices';

export const homeHandlers = [
  route('get', '/public/home', ({ request, url, lang }) => {
    const all = searchOffices(
      new URL(`${url.origin}/?sort=rating`),
      false,
      lang,
      viewerOf(request),
    );
    const deals = all.filter((s) => s.has_offer);
    const offices = publishedOffices();
    return ok({
      hero: {
        title: lang === 'en' ? 'Find your next office' : 'اعثر على مكتبك القادم',
        subtitle:
          lang === 'en'
            ? 'Offices, shared workspaces and meeting rooms across the Kingdom'
            : 'مكاتب ومساحات عمل مشتركة وقاعات اجتماعات في جميع مدن المملكة',
        image: 'uploads/site/1/hero0001.jpg',
      },
      featured_offices: all.slice(0, 8),
      deals: deals.slice(0, 8),
      cities: SAUDI_CITIES.map((c) => ({
        city: { id: c.id, name_ar: c.ar, name_en: c.en },
        offices_count: offices.filter((o) => o.city_id === c.id).length,
      })),
      stats: { tenants_reach: 500000, top_lessors_description_percent: 73 },
    } satisfies S['HomeContent']);
  }),
];
