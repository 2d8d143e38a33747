// Tag "settings": the site's general settings and the search form's reference data.
import { officeCategoryValues, officeTypeValues } from '@/api/generated/apiback';
import { getStore } from '../backend';
import { ok } from '../lib/http';
import { route } from '../lib/route';
import { FEATURES } from '../seed/catalogue';
import { SAUDI_CITIES } from '../seed/saudi-places';
import { BRAND } from '../services/notification-texts';
import type { S } from '../serializers/common';

/** The embedded backend serves placeholder files itself (see files.ts). */
const FILE_HOST_PATH = '/';

export const settingsHandlers = [
  route('get', '/user/settings/general', ({ url }) =>
    ok({
      // One brand: the header, titles and the backend's own messages all name BRAND.
      site_name_ar: BRAND.ar,
      site_name_en: BRAND.en,
      site_title_ar: `${BRAND.ar} - منصة تأجير المكاتب ومساحات العمل`,
      site_title_en: `${BRAND.en} - offices and workspaces for rent`,
      site_desc_ar:
        'ابحث واحجز المكاتب ومساحات العمل المشتركة وقاعات الاجتماعات في جميع مدن المملكة.',
      site_desc_en:
        'Search and book offices, shared workspaces and meeting rooms across Saudi Arabia.',
      site_keywords_ar: 'مكاتب للإيجار, مساحات عمل مشتركة, قاعات اجتماعات, الرياض, جدة',
      site_keywords_en: 'offices for rent, coworking, meeting rooms, Riyadh, Jeddah',
      icon_browser: 'uploads/site/1/favicon.png',
      logo: 'uploads/site/1/sitelogo.png',
      file_host: `${url.origin}${FILE_HOST_PATH}`,
      vat_rate: 15,
      commission_rate_tenant: 5,
      support_phone: '+966500000000',
      support_email: 'support@example.sa',
      // No store links: the demo's app is not published, so no store is shown (a made-up
      // link would send people to a missing app).
    } satisfies S['GeneralSettings']),
  ),

  route('get', '/user/settings/search_data', () => {
    const units = getStore().db.units.findMany((q) => q.where({ status: 'published' }));
    const prices = units.flatMap((u) => u.prices.map((p) => p.price)).filter((p) => p > 0);
    const areas = getStore()
      .db.offices.all()
      .map((o) => o.area)
      // Drafts without an area yet must not pull the range below the contract's minimum of 1.
      .filter((a): a is number => typeof a === 'number' && a >= 1);
    return ok({
      cities: SAUDI_CITIES.map((c) => ({
        id: c.id,
        name_ar: c.ar,
        name_en: c.en,
        neighborhoods: c.neighbourhoods.map((n, i) => ({
          id: c.id * 100 + i + 1,
          name_ar: n.ar,
          name_en: n.en,
        })),
      })),
      categories: [...officeCategoryValues],
      office_types: [...officeTypeValues],
      features: FEATURES,
      price_range: { min: Math.min(...prices), max: Math.max(...prices) },
      area_range: { min: Math.min(...areas), max: Math.max(...areas) },
    } satisfies S['SearchData']);
  }),
];
