// Dashboard home widgets: each registered widget for the account type is drawn in the shared
// frame (heading, "view all" link, lazy body); one that fails keeps its frame with a retry.
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineWidgets, setDashboardWidgets } from '@/lib/dashboard-widgets';
import { login, renderApp, server } from './shell-helpers';

const Body = () => <p>widget body</p>;
const Broken = () => {
  throw new Error('widget crashed');
};

beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  localStorage.clear();
  setDashboardWidgets([]);
});
afterAll(() => server.close());

describe('dashboard widgets', () => {
  it('draws the widgets of the account type in order, each with its page link', async () => {
    setDashboardWidgets(
      defineWidgets([
        {
          id: 'second',
          audience: ['business'],
          order: 20,
          title: 'sidebar.orders',
          to: '/dashboard/reservations',
          load: async () => Body,
        },
        {
          id: 'first',
          audience: ['business'],
          order: 10,
          title: 'sidebar.prices',
          load: async () => Body,
        },
        {
          id: 'tenant-only',
          audience: ['ordinary'],
          order: 5,
          title: 'sidebar.myInvoices',
          load: async () => Body,
        },
      ]),
    );
    login('lessor');
    await renderApp('/dashboard/home', 'en');
    // The lazy home route compiles on first use: give a cold run more than the 1 s default.
    const grid = await screen.findByTestId('dashboard-widgets', {}, { timeout: 10_000 });
    await within(grid).findAllByText('widget body');
    const headings = within(grid).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Prices', 'Orders']);
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/dashboard/reservations',
    );
    expect(within(screen.getByRole('region', { name: 'Prices' })).queryByRole('link')).toBeNull();
  });

  it('keeps a failing widget inside its frame with a retry, the others still show', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    setDashboardWidgets(
      defineWidgets([
        {
          id: 'ok',
          audience: ['ordinary'],
          order: 1,
          title: 'sidebar.myInvoices',
          load: async () => Body,
        },
        {
          id: 'bad',
          audience: ['ordinary'],
          order: 2,
          title: 'sidebar.supports',
          load: async () => Broken,
        },
      ]),
    );
    login('tenant');
    await renderApp('/dashboard/home', 'ar');
    const bad = await screen.findByRole('region', { name: 'الدعم' });
    expect(await within(bad).findByTestId('error-fallback')).toBeTruthy();
    expect(
      await within(screen.getByRole('region', { name: 'فواتيري' })).findByText('widget body'),
    ).toBeTruthy();
    spy.mockRestore();
  });
});
