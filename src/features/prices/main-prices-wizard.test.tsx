// Main prices on the wizard engine: an activated empty period gets its message at its row,
// the list rule ("at least one active price") at the list, and the body sent is the
// contract's PriceOptionInput list (inactive periods without a price left out).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { components } from '@/api/generated/apiback';
import { renderWithProviders } from '@/components/testing/render';
import { Wizard } from '@/engines/wizard';
import { makeMainPricesWizard, unitPricesToValues } from './main-prices-wizard';

const API = 'http://localhost:5173/apiBack/v1';
const bodies: unknown[] = [];
const server = setupServer(
  http.put(`${API}/user/units/7/prices`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ data: unit, message: 'تم حفظ الأسعار' });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  bodies.length = 0;
});
afterAll(() => server.close());

const unit: components['schemas']['UnitPrices'] = {
  unit_id: 7,
  unit_name: 'Executive office 102',
  office_id: 3,
  office_name: 'Olaya tower',
  prices: [
    { type_res_id: 2, price: 350, active: true },
    { type_res_id: 3, price: 9000, active: false },
  ],
};

const row = (type: string) => screen.getByRole('group', { name: type });
const priceIn = (type: string) => within(row(type)).getByRole('textbox', { name: `${type} price` });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));

describe('main prices wizard', () => {
  it('shows a row per period from the saved prices', () => {
    expect(unitPricesToValues(unit).prices).toEqual([
      { type_res_id: 1, active: false, price: '' },
      { type_res_id: 2, active: true, price: 350 },
      { type_res_id: 5, active: false, price: '' },
      { type_res_id: 3, active: false, price: 9000 },
      { type_res_id: 4, active: false, price: '' },
    ]);
  });

  it('puts the rules at the row and the list, then sends the price options', async () => {
    const onDone = vi.fn();
    await renderWithProviders(
      <Wizard
        def={makeMainPricesWizard(7)}
        scope="main-7"
        initialValues={unitPricesToValues(unit)}
        onDone={onDone}
      />,
    );
    expect((priceIn('Daily') as HTMLInputElement).value).toBe('350');
    expect(priceIn('Hourly').getAttribute('placeholder')).toBe('Price');

    await userEvent.click(within(row('Hourly')).getByText('Hourly'));
    save();
    await waitFor(() =>
      expect(within(row('Hourly')).getByText('Enter a value for every active price')).toBeTruthy(),
    );
    expect(bodies).toEqual([]);

    await userEvent.click(within(row('Hourly')).getByText('Hourly'));
    await userEvent.click(within(row('Daily')).getByText('Daily'));
    save();
    await waitFor(() => expect(screen.getByText('Activate at least one price')).toBeTruthy());

    await userEvent.click(within(row('Daily')).getByText('Daily'));
    fireEvent.change(priceIn('Yearly'), { target: { value: '١٢٠٠٠٠' } });
    await userEvent.click(within(row('Yearly')).getByText('Yearly'));
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        prices: [
          { type_res_id: 2, active: true, price: 350 },
          { type_res_id: 3, active: false, price: 9000 },
          { type_res_id: 4, active: true, price: 120000 },
        ],
      },
    ]);
  });
});
