// The orders cards of the dashboard home read GET user/dashboard and link each row to its
// order, in Arabic and English.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@/components/testing/render';
import { LatestOrdersWidget, UpcomingTenantsWidget } from './dashboard-widgets';

const API = 'http://localhost:5173/apiBack/v1';
const order = {
  id: 41,
  status: 'pending',
  booking_date: '2026-11-20T10:00:00Z',
  tenant: { id: 1, name: 'محمد القحطاني' },
  unit: { id: 3, name: 'مكتب تنفيذي ١٠٢' },
};
const server = setupServer(
  http.get(`${API}/user/dashboard`, () =>
    HttpResponse.json({
      data: {
        latest_orders: [order],
        upcoming_tenants: [
          {
            reservation_id: 42,
            tenant_name: 'سارة الزهراني',
            unit_name: 'قاعة اجتماعات',
            start_date: '2026-12-01',
          },
        ],
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => server.close());

describe.each(['en', 'ar'] as const)('orders widgets (%s)', (lng) => {
  it('lists the latest orders with their status, each linking to the order', async () => {
    await renderWithProviders(<LatestOrdersWidget />, { lng });
    const link = await screen.findByRole('link', { name: /محمد القحطاني/ });
    expect(link.getAttribute('href')).toBe('/dashboard/reservations/41');
    expect(screen.getByText(lng === 'ar' ? 'قيد الانتظار' : 'Pending')).toBeTruthy();
  });

  it('lists the upcoming tenants with their arrival date', async () => {
    await renderWithProviders(<UpcomingTenantsWidget />, { lng });
    const link = await screen.findByRole('link', { name: 'سارة الزهراني' });
    expect(link.getAttribute('href')).toBe('/dashboard/reservations/42');
    expect(screen.getByText('2026-12-01')).toBeTruthy();
  });
});
