// The known calls (spec section 7, `x-spec: known`) are only as strict as the spec: a real
// backend may answer pages with only `data` and `total`, phones as `0500000001`, file paths like
// `favicon.ico`, invoice statuses and methods the contract does not list (open enums), `null` for
// an optional field, and search data of any shape. The contract accepts all of them (checked
// here with its own validator) and the screens render them: the list shows the invoice and
// "partially paid" for a status that is not `paid` (the spec's rule).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRoutes as invoiceScreens } from '@/features/invoices/dashboard-routes';
import { createContractValidator } from '../../scripts/contract-schema';
import {
  API,
  SHELL_FEATURES,
  login,
  renderApp,
  server,
  settings,
  tenantProfile,
} from './shell-helpers';

const invoices = { dashboard: invoiceScreens };

const looseSettings = {
  ...settings,
  icon_browser: 'favicon.ico',
  logo: 'logo.svg',
  app_store_url: null,
  support_phone: null,
};
const looseProfile = { ...tenantProfile, phone: '0500000001', email: null, avatar: null };
const invoice = {
  id: 31,
  invoice_number: 'INV-000031',
  release_date: '2026-11-01',
  created_at: '2026-11-01T09:00:00Z',
  total_amount: 2028.6,
  remaining_amount: 1000,
  invoice_status: 'paid',
  payment_method: 'bank',
  offer_discount: 0,
  offer_discount_value: 0,
  coupon_discount: 0,
  coupon_discount_value: 0,
  commission_rate_tenant: 5,
  commission_value_tenant: 84,
  tax_rate: 15,
  tax_value: 264.6,
  admin: {
    register_number: '7001234567',
    mobile_number: '0500000002',
    city: 'الرياض',
    neighborhood: 'العليا',
    street: 'طريق الملك فهد',
    building_number: '7235',
    tax_number: '310122393500003',
  },
  tenant: { username: 'محمد القحطاني', phone: '0500000001' },
  invoice_tenant_services: [
    {
      id: 1,
      id_service: 4,
      description: 'تنظيف',
      price: 50,
      type_reservation: 'quarterly',
      duration_res: 1,
      total: 50,
    },
  ],
  reservation_id: null,
};
// Only `data` and `total`: no current_page, per_page or last_page.
const page = (status: string) => ({
  data: { data: [{ ...invoice, invoice_status: status }], total: 1 },
});

beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('known calls with looser answers', () => {
  it('are accepted by the contract (pages, phones, file paths)', () => {
    const v = createContractValidator();
    const op = (path: string) =>
      (
        v.doc.paths[path].get as {
          responses: Record<string, { content: Record<string, { schema: object }> }>;
        }
      ).responses['200'].content['application/json'].schema;
    for (const [path, body] of [
      ['/apiBack/v1/user/settings/general', { data: looseSettings }],
      ['/apiBack/v1/ordinaries/profile', { data: looseProfile }],
      ['/apiBack/v1/ordinaries/invoices', page('partial')],
      // Open enums: a status and a method the contract does not list.
      ['/apiBack/v1/ordinaries/invoices', page('unpaid')],
      [
        '/apiBack/v1/ordinaries/invoices',
        { data: { data: [{ ...invoice, payment_method: 'apple_pay' }], total: 1 } },
      ],
      // search_data: its shape is not shown in the spec; only `data` is required.
      ['/apiBack/v1/user/settings/search_data', { data: {} }],
      [
        '/apiBack/v1/user/settings/search_data',
        { data: { cities: [], price_range: {}, sort_options: ['newest'] } },
      ],
    ] as const) {
      const fn = v.compile(op(path) as never);
      expect(fn(body), `${path}: ${JSON.stringify(fn.errors)}`).toBe(true);
    }
  });

  it.each([
    ['en', 'Partially paid'],
    ['ar', 'مسدد جزئيا'],
  ] as const)(
    'render in the tenant invoice list (%s)',
    async (lang, partially) => {
      server.use(
        http.get(`${API}/user/settings/general`, () => HttpResponse.json({ data: looseSettings })),
        http.get(`${API}/ordinaries/profile`, () => HttpResponse.json({ data: looseProfile })),
        // A status outside the contract's enum: the spec says anything but paid is partial.
        http.get(`${API}/ordinaries/invoices`, () => HttpResponse.json(page('unpaid'))),
      );
      login('tenant');
      await renderApp('/dashboard/contracts/invoice-tenant', lang, [...SHELL_FEATURES, invoices]);
      // The first render loads the lazy list route: slow on a busy machine, so a long wait.
      expect(await screen.findAllByText('INV-000031', {}, { timeout: 15_000 })).not.toHaveLength(0);
      expect(screen.getAllByText(partially)).not.toHaveLength(0);
      await waitFor(() =>
        expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
          'https://files.example.sa/favicon.ico',
        ),
      );
    },
    20_000,
  );

  it('render an unlisted service type as the spec says (otherwise yearly) and a null reservation (en)', async () => {
    server.use(
      http.get(`${API}/user/settings/general`, () => HttpResponse.json({ data: looseSettings })),
      http.get(`${API}/ordinaries/profile`, () => HttpResponse.json({ data: looseProfile })),
      http.get(`${API}/ordinaries/invoices/31`, () => HttpResponse.json({ data: invoice })),
    );
    login('tenant');
    await renderApp('/dashboard/contracts/invoice-tenant-details/31', 'en', [
      ...SHELL_FEATURES,
      invoices,
    ]);
    expect(await screen.findAllByText('INV-000031', {}, { timeout: 15_000 })).not.toHaveLength(0);
    expect(screen.getAllByText('Yearly')).not.toHaveLength(0);
    expect(screen.queryByText(/reservationTypes\./)).toBeNull();
  }, 20_000);
});
