// Test helpers for the shell's integration tests: the real App with a memory router,
// a fresh query client, i18n in the wanted language, and a local msw server whose
// handlers answer the few calls the shell makes (settings, profiles, auth).
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/routes';
import { dashboardRoutes as dashboardHome } from '@/features/dashboard-home/dashboard-routes';
import { routes as errorPages } from '@/features/errors/routes';
import { routes as home } from '@/features/home/routes';
import { routes as staticPages } from '@/features/static-pages/routes';
import { i18n, initI18n } from '@/i18n/i18n';
import type { FeatureRoutes } from '@/lib/feature-routes';

export const API = 'http://localhost:5173/apiBack/v1';

export const settings = {
  site_name_ar: 'مكتبي',
  site_name_en: 'Maktabi',
  site_title_ar: 'مكتبي - منصة تأجير المكاتب',
  site_title_en: 'Maktabi - offices for rent',
  site_desc_ar: 'وصف عربي',
  site_desc_en: 'English description',
  site_keywords_ar: 'مكاتب, الرياض',
  site_keywords_en: 'offices, Riyadh',
  icon_browser: 'uploads/site/1/icon01.png',
  logo: 'uploads/site/1/logo01.png',
  file_host: 'https://files.example.sa/',
};

export const tenantProfile = {
  id: 7,
  account_type: 'ordinary',
  first_name: 'محمد',
  last_name: 'القحطاني',
  phone: '+966500000001',
  identity_type: 'national_id',
  profile_completed: true,
};

export const lessorProfile = {
  id: 8,
  account_type: 'bussines',
  full_name: 'نورة العتيبي',
  phone: '+966500000002',
  identity_type: 'national_id',
  verification_status: 'verified',
  profile_completed: true,
};

export const calls: string[] = [];
export const contactBodies: unknown[] = [];

const bearer = (r: Request) => r.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';

export const defaultHandlers: RequestHandler[] = [
  http.all(`${API}/*`, ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  }),
  http.get(`${API}/user/settings/general`, () => HttpResponse.json({ data: settings })),
  http.get(`${API}/user/settings/search_data`, () =>
    HttpResponse.json({
      data: {
        cities: [{ id: 1, name_ar: 'الرياض', name_en: 'Riyadh' }],
        categories: [],
        office_types: [],
        features: [],
        price_range: { min: 0, max: 1 },
        area_range: { min: 1, max: 2 },
      },
    }),
  ),
  http.get(`${API}/ordinaries/profile`, ({ request }) =>
    bearer(request) === 'tenant-token-000000000001'
      ? HttpResponse.json({ data: tenantProfile })
      : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
  ),
  http.get(`${API}/user/profile`, ({ request }) =>
    bearer(request) === 'lessor-token-000000000001'
      ? HttpResponse.json({ data: lessorProfile })
      : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
  ),
  http.post(`${API}/auth/send-code`, async ({ request }) => {
    const body = (await request.json()) as { phone: string; channel: string };
    return HttpResponse.json({
      data: { phone: body.phone, channel: body.channel, resend_after: 3, expires_in: 300 },
    });
  }),
  http.post(`${API}/auth/resend-code`, async ({ request }) => {
    const body = (await request.json()) as { phone: string; channel: string };
    return HttpResponse.json({
      data: { phone: body.phone, channel: body.channel, resend_after: 3, expires_in: 300 },
    });
  }),
  http.post(`${API}/auth/verify-code`, async ({ request }) => {
    const body = (await request.json()) as { phone: string; code: string };
    if (body.code !== '1234') {
      return HttpResponse.json(
        {
          message: 'The verification code is incorrect. Please try again.',
          errors: { code: ['The verification code is incorrect. Please try again.'] },
        },
        { status: 422 },
      );
    }
    if (body.phone === '+966500000002') {
      return HttpResponse.json({
        data: {
          token: 'lessor-token-000000000001',
          user_type: 'bussines',
          profile_completed: true,
          profile: lessorProfile,
        },
      });
    }
    if (body.phone === '+966500000001') {
      return HttpResponse.json({
        data: {
          token: 'tenant-token-000000000001',
          user_type: 'ordinary',
          profile_completed: true,
          profile: tenantProfile,
        },
      });
    }
    return HttpResponse.json({
      data: {
        token: 'new-token-0000000000000001',
        user_type: 'ordinary',
        profile_completed: false,
        profile: { ...tenantProfile, profile_completed: false },
      },
    });
  }),
  http.post(`${API}/public/contact`, async ({ request }) => {
    contactBodies.push(await request.json());
    return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
  }),
  http.get(`${API}/user/dashboard`, () =>
    HttpResponse.json({
      data: {
        figures: {
          tenants_count: 37,
          contracts_count: 22,
          rental_contracts_count: 18,
          outstanding_balance: 12500.5,
          invoices_count: 64,
        },
        sales: [],
        latest_transfers: [],
        unit_points: [],
        latest_reviews: [],
        latest_orders: [],
        latest_complaints: [],
        upcoming_tenants: [],
      },
    }),
  ),
  http.get(`${API}/public/pages/:slug`, ({ params }) =>
    params.slug === 'about'
      ? HttpResponse.json({
          data: {
            slug: 'about',
            title: 'About us',
            body: '<p>Hello <script>x()</script>world</p>',
            updated_at: '2026-11-01T10:00:00Z',
          },
        })
      : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
  ),
];

/**
 * Only the shell's own features: these tests pin the shell's behaviour and must not break
 * while another feature's screens are half-way in.
 */
export const SHELL_FEATURES: FeatureRoutes[] = [
  { dashboard: dashboardHome },
  errorPages,
  home,
  staticPages,
];

export const server = setupServer(...defaultHandlers);

export function login(kind: 'tenant' | 'lessor' | 'expired') {
  if (kind === 'tenant') {
    localStorage.setItem('user_token', 'tenant-token-000000000001');
    localStorage.setItem('user_type', 'ordinary');
  } else if (kind === 'lessor') {
    localStorage.setItem('user_token', 'lessor-token-000000000001');
    localStorage.setItem('user_type', 'bussines');
  } else {
    localStorage.setItem('user_token', 'expired-token-00000000001');
    localStorage.setItem('user_type', 'ordinary');
  }
}

export async function renderApp(
  path: string,
  lang: 'ar' | 'en' = 'ar',
  features: FeatureRoutes[] = SHELL_FEATURES,
) {
  await initI18n();
  await i18n.changeLanguage(lang);
  const router = createMemoryRouter(buildRoutes(features), { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const utils = render(<App router={router} queryClient={queryClient} />);
  return { ...utils, router, queryClient };
}
