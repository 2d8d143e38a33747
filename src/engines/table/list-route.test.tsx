import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { $api } from '@/api/query';
import { renderWithProviders } from '@/components/testing/render';
import { defineTable } from './define-table';
import type { ListFrame } from './list-page';
import { listRoute } from './list-route';

// The coupons operations over a list in memory: what the delete removes, the next read misses.
let coupons: { id: number; code: string }[] = [];
const server = setupServer(
  http.get('*/apiBack/v1/user/coupons', () =>
    HttpResponse.json({ data: { data: coupons, total: coupons.length } }),
  ),
  http.delete('*/apiBack/v1/user/coupons/:id', ({ params }) => {
    coupons = coupons.filter((c) => String(c.id) !== params.id);
    return HttpResponse.json({ data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  coupons = [
    { id: 11, code: 'SUMMER10' },
    { id: 12, code: 'LASTONE' },
  ];
});
afterEach(cleanup);
afterAll(() => server.close());

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

/** The lessor's coupons, deleted through the contract's operation. */
const couponsTable = defineTable({
  ns: 'prices',
  query: ({ page }) =>
    $api.queryOptions('get', '/apiBack/v1/user/coupons', { params: { query: { page } } }),
  columns: [{ key: 'code', cell: 'text' }],
  rowKey: (c) => String(c.id),
  rowActions: {
    edit: (c) => `/coupons/${c.id}`,
    useActions: () => [{ key: 'copy', label: 'actions.pause', to: (c) => `/copy/${c.id}` }],
    remove: {
      path: '/apiBack/v1/user/coupons/{id}',
      title: 'prices:coupons.deleteTitle',
      body: 'prices:coupons.deleteBody',
      id: (c) => c.id,
      name: (c) => c.code,
    },
  },
});

const AreaFrame: ListFrame = ({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <section data-testid="area-frame">
    <nav aria-label="area tabs">tabs</nav>
    <h1>{title}</h1>
    {action}
    {children}
  </section>
);

async function load(route: ReturnType<typeof listRoute>) {
  if (typeof route.lazy !== 'function') throw new Error('listRoute gives a lazy route');
  const { Component } = await route.lazy();
  if (!Component) throw new Error('the lazy route gives a component');
  return Component;
}

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
    const Component = await load(route);

    await renderWithProviders(<Component />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My offices');
    expect(screen.getByRole('link', { name: 'Add a new office' }).getAttribute('href')).toBe(
      '/addoffice',
    );
    const table = await screen.findByTestId('table-offices');
    expect(await within(table).findAllByText('Tower office')).toHaveLength(2); // grid + card
  });

  it('puts the list in its area frame and says the area a member must read', async () => {
    const route = listRoute({
      path: 'prices/coupons',
      access: 'business',
      area: 'prices',
      title: 'prices:coupons.title',
      frame: async () => AreaFrame,
      table: async () => officesTable,
      ns: ['prices', 'offices', 'table'],
    });
    expect(route.handle).toMatchObject({ access: 'business', area: 'prices' });
    const Component = await load(route);
    await renderWithProviders(<Component />);
    const frame = screen.getByTestId('area-frame');
    expect(within(frame).getByRole('heading', { level: 1 }).textContent).toBe('Coupons');
    expect(within(frame).getByRole('navigation', { name: 'area tabs' })).toBeTruthy();
    await within(frame).findByTestId('table-offices');
  });

  it('draws edit, own and delete actions; delete asks with the row name, deletes and refreshes', async () => {
    const Component = await load(
      listRoute({
        path: 'prices/coupons',
        title: 'prices:coupons.title',
        // A factory of the language, as the features' make…Table(t, lang).
        table: async () => () => couponsTable,
        ns: ['prices', 'table'],
      }),
    );
    await renderWithProviders(<Component />);
    const table = await screen.findByTestId('table-prices');
    const grid = await within(table).findByRole('table');
    const first = (await within(grid).findAllByRole('row'))[1];
    const edit = within(first).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/coupons/11');
    expect(within(first).getByRole('link', { name: 'Pause' }).getAttribute('href')).toBe(
      '/copy/11',
    );
    const code = 'SUMMER10';

    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete the coupon?')).toBeTruthy();
    expect(within(dialog).getByText(`The coupon ${code} will be deleted.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(table).queryAllByText(code)).toHaveLength(0));
    expect(within(table).getAllByText('LASTONE')).toHaveLength(2); // grid + card
  });
});
