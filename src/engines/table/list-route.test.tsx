import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { $api } from '@/api/query';
import { renderWithProviders } from '@/components/testing/render';
import { defineTable } from './define-table';
import type { ListFrame } from './list-page';
import type { RowDialogProps } from './row-actions';
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

  it('hides delete where `when` says no, and draws the static links', async () => {
    const Component = await load(
      listRoute({
        path: 'prices/coupons',
        title: 'prices:coupons.title',
        table: async () =>
          defineTable({
            ns: 'prices',
            query: couponsTable.query,
            columns: [{ key: 'code', cell: 'text' }],
            rowKey: (c) => String(c.id),
            rowActions: {
              actions: [{ key: 'view', label: 'actions.pause', to: (c) => `/view/${c.id}` }],
              remove: {
                path: '/apiBack/v1/user/coupons/{id}',
                title: 'prices:coupons.deleteTitle',
                body: 'prices:coupons.deleteBody',
                id: (c) => c.id,
                name: (c) => c.code,
                when: (c) => c.code !== 'SUMMER10',
              },
            },
          }),
        ns: ['prices', 'table'],
      }),
    );
    await renderWithProviders(<Component />);
    const grid = await within(await screen.findByTestId('table-prices')).findByRole('table');
    const [, kept, doomed] = await within(grid).findAllByRole('row');
    expect(within(kept).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(doomed).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(kept).getByRole('link', { name: 'Pause' }).getAttribute('href')).toBe('/view/11');
  });

  it("opens a feature's dialog on the row it was asked from, and closes it", async () => {
    const Peek = ({ row, onClose }: RowDialogProps<{ id: number; code: string }>) =>
      row ? (
        <div role="dialog" aria-label="peek">
          {row.code}
          <button onClick={onClose}>close</button>
        </div>
      ) : null;
    const Component = await load(
      listRoute({
        path: 'prices/coupons',
        title: 'prices:coupons.title',
        table: async () =>
          defineTable({
            ns: 'prices',
            query: couponsTable.query,
            columns: [{ key: 'code', cell: 'text' }],
            rowKey: (c) => String(c.id),
            rowActions: {
              dialogs: [
                {
                  key: 'peek',
                  label: 'actions.pause',
                  when: (c) => c.id > 11,
                  Dialog: (p) => <Peek {...p} />,
                },
              ],
            },
          }),
        ns: ['prices', 'table'],
      }),
    );
    await renderWithProviders(<Component />);
    const grid = await within(await screen.findByTestId('table-prices')).findByRole('table');
    const [, first, second] = await within(grid).findAllByRole('row');
    expect(within(first).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'peek' })).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: 'Pause' }));
    const peek = await screen.findByRole('dialog', { name: 'peek' });
    expect(peek.textContent).toContain('LASTONE');
    fireEvent.click(within(peek).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'peek' })).toBeNull());
  });

  it('builds the table with a hook (what only hooks know, e.g. the session)', async () => {
    const Who = createContext('nobody');
    const Component = await load(
      listRoute({
        path: 'properties',
        title: 'offices:listTitle',
        table: async () => ({
          useTable: () => {
            const who = useContext(Who);
            return useMemo(
              () =>
                defineTable({
                  ns: 'offices',
                  query: ({ page }) => ({
                    queryKey: ['offices-of', who, page],
                    queryFn: async () => ({
                      data: { data: [{ id: 1, name: `${who}'s office` }], total: 1 },
                    }),
                  }),
                  columns: [{ key: 'name', cell: 'text' }],
                  rowKey: (o) => String(o.id),
                }),
              [who],
            );
          },
        }),
        ns: ['offices', 'table'],
      }),
    );
    await renderWithProviders(
      <Who.Provider value="Noura">
        <Component />
      </Who.Provider>,
    );
    const table = await screen.findByTestId('table-offices');
    expect(await within(table).findAllByText("Noura's office")).toHaveLength(2); // grid + card
  });
});
