import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render';
import { defineTable } from './define-table';
import { listRoute } from './list-route';

afterEach(cleanup);

interface Office {
  id: number;
  name: string;
}
const rows: Office[] = [{ id: 7, name: 'Tower office' }];
const officesTable = defineTable({
  ns: 'offices',
  query: ({ page }) => ({
    queryKey: ['offices', page],
    queryFn: async () => ({ data: { data: rows, total: 1 } }),
  }),
  columns: [{ key: 'name', cell: 'text' }],
  rowKey: (o) => String(o.id),
});

describe('listRoute', () => {
  it('declares the route (access, title) and loads a page with heading, action and table', async () => {
    const route = listRoute({
      path: 'properties',
      access: 'business',
      title: 'offices:listTitle',
      action: { label: 'offices:actions.addOffice', to: '/addoffice' },
      table: async () => officesTable,
      ns: ['offices', 'table'],
    });
    expect(route.path).toBe('properties');
    expect(route.handle).toEqual({ access: 'business', titleKey: 'offices:listTitle' });
    if (typeof route.lazy !== 'function') throw new Error('listRoute gives a lazy route');
    const { Component } = await route.lazy();
    if (!Component) throw new Error('the lazy route gives a component');

    await renderWithProviders(<Component />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My offices');
    expect(screen.getByRole('link', { name: 'Add a new office' }).getAttribute('href')).toBe(
      '/addoffice',
    );
    const table = await screen.findByTestId('table-offices');
    expect(await within(table).findAllByText('Tower office')).toHaveLength(2); // grid + card
  });
});
