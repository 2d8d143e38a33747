import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/engines/testing/render';
import { PaymentForm, type PaymentChoice } from './payment-form';

afterEach(cleanup);

const quote = {
  unit_id: 1,
  type_res_id: 2 as const,
  duration: 3,
  unit_price: 560,
  subtotal: 1680,
  offer_discount_value: 0,
  coupon_discount_value: 0,
  commission_rate_tenant: 5,
  commission_value_tenant: 84,
  tax_rate: 15,
  tax_value: 264.6,
  total: 2028.6,
  deposit_percent: 10,
  deposit_amount: 202.86,
};

async function setup(serverErrors = {}) {
  const onSubmit = vi.fn<(c: PaymentChoice) => void>();
  await renderWithProviders(
    <PaymentForm
      quote={quote}
      payMode="full"
      onPayMode={() => {}}
      serverErrors={serverErrors}
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const type = (id: string, value: string) =>
  fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('PaymentForm', () => {
  it('asks for the terms and a valid card before submitting', async () => {
    const onSubmit = await setup();
    type('card-card_number', '4111 1111 1111 1112');
    type('card-expiry', '01/20');
    fireEvent.submit(screen.getByTestId('payment-form'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Please Accept Terms')).toBeTruthy();
    expect(screen.getByText('Enter a valid card number')).toBeTruthy();
    expect(screen.getByText('The card has expired or the expiry date is invalid')).toBeTruthy();
  });

  it('hands the card over once and wipes it from the form', async () => {
    const onSubmit = await setup();
    type('card-card_number', '4111 1111 1111 1111');
    type('card-holder_name', 'Mohammed Alqahtani');
    type('card-expiry', '12/30');
    type('card-cvv', '123');
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.submit(screen.getByTestId('payment-form'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      payMode: 'full',
      payment: { method: 'card', card: { card_number: '4111 1111 1111 1111', cvv: '123' } },
    });
    for (const id of ['card-card_number', 'card-holder_name', 'card-expiry', 'card-cvv'])
      expect((screen.getByTestId(id) as HTMLInputElement).value).toBe('');
  });

  it('shows the backend 422 messages at their fields', async () => {
    await setup({ accept_terms: 'validation:acceptTerms', receipt: 'validation:receiptInvalid' });
    expect(screen.getByText('Please Accept Terms')).toBeTruthy();
    fireEvent.click(screen.getByTestId('method-bank'));
    expect(screen.getByText('The receipt must be an image or PDF of at most 5 MB')).toBeTruthy();
  });
});
