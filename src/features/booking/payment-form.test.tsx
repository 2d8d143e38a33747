import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
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

async function setup(pay: (c: PaymentChoice) => Promise<void> = async () => {}) {
  const onSubmit = vi.fn(pay);
  await renderWithProviders(
    <PaymentForm quote={quote} payMode="full" onPayMode={() => {}} onSubmit={onSubmit} />,
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
    expect(await screen.findByText('Please Accept Terms')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      payMode: 'full',
      payment: { method: 'card', card: { card_number: '4111111111111111', cvv: '123' } },
    });
    for (const id of ['card-card_number', 'card-holder_name', 'card-expiry', 'card-cvv'])
      expect((screen.getByTestId(id) as HTMLInputElement).value).toBe('');
  });

  it('checks a bank transfer by its receipt and the terms, and hands the receipt over', async () => {
    const onSubmit = await setup();
    fireEvent.click(screen.getByTestId('method-bank'));
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.submit(screen.getByTestId('payment-form'));
    expect((await screen.findByTestId('receipt-error')).textContent).toBe(
      'Attach the transfer receipt image',
    );
    const receipt = new File([new Uint8Array(64)], 'receipt.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [receipt] } });
    fireEvent.submit(screen.getByTestId('payment-form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      payMode: 'full',
      payment: { method: 'bank', receipt },
    });
  });

  it('shows the backend 422 messages at their fields, and the rest above the button', async () => {
    await setup(async () => {
      throw new ApiRequestError(422, {
        message: 'Invalid Input',
        errors: {
          receipt: ['validation:receiptInvalid'],
          start_date: ['validation:bookingPast'],
        },
      });
    });
    fireEvent.click(screen.getByTestId('method-bank'));
    fireEvent.click(screen.getByTestId('accept-terms'));
    const receipt = new File([new Uint8Array(64)], 'receipt.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [receipt] } });
    fireEvent.submit(screen.getByTestId('payment-form'));
    expect(
      await screen.findByText('The receipt must be an image or PDF of at most 5 MB'),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-error').textContent).toBe('You cannot book in the past');
    expect((screen.getByTestId('accept-terms') as HTMLInputElement).checked).toBe(true);
  });

  it('takes STC Pay with the wallet mobile (the phone rule) and hands it over as E.164', async () => {
    const onSubmit = await setup(async () => {
      throw new ApiRequestError(422, {
        message: 'Invalid Input',
        errors: { mobile: ['validation:stcPayNoWallet'] },
      });
    });
    fireEvent.click(screen.getByTestId('method-stc-pay'));
    fireEvent.click(screen.getByTestId('accept-terms'));
    type('stc-pay-mobile-input', '0412345678');
    fireEvent.submit(screen.getByTestId('payment-form'));
    expect((await screen.findByTestId('stc-pay-mobile-error')).textContent).toBe(
      'Enter a Saudi mobile number: 05XXXXXXXX or +9665XXXXXXXX',
    );
    type('stc-pay-mobile-input', '٠٥٠٠٠٠٠٠٠٩');
    fireEvent.submit(screen.getByTestId('payment-form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      payMode: 'full',
      payment: { method: 'stc_pay', mobile: '+966500000009' },
    });
    // The backend's "no wallet" lands at the mobile field.
    expect((await screen.findByTestId('stc-pay-mobile-error')).textContent).toBe(
      'This number has no STC Pay wallet. Check the number or choose another payment method',
    );
    expect(screen.getByTestId('pay-submit').textContent).toContain('Send the STC Pay code to pay');
  });
});
