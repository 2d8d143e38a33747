import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
import { PhoneStep } from './phone-step';

afterEach(cleanup);

async function setup(send: () => Promise<void> = async () => {}, lng: 'ar' | 'en' = 'en') {
  const onSubmit = vi.fn(send);
  await renderWithProviders(
    <PhoneStep initialPhone="" initialChannel="sms" onSubmit={onSubmit} />,
    { lng },
  );
  return onSubmit;
}
const phone = () => screen.getByTestId('login-phone') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByTestId('login-send'));

describe('PhoneStep', () => {
  it('asks for a Saudi mobile before sending', async () => {
    const onSubmit = await setup();
    send();
    expect(await screen.findByText('Phone number required')).toBeTruthy();
    fireEvent.change(phone(), { target: { value: '0412345678' } });
    send();
    expect(await screen.findByText(/Enter a Saudi mobile number/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what was typed, its E.164 form and the channel', async () => {
    const onSubmit = await setup();
    fireEvent.change(phone(), { target: { value: '٠٥٠٠٠٠٠٠٠١' } });
    await userEvent.setup().click(screen.getByTestId('login-channel-whatsapp'));
    expect(screen.getByTestId('login-channel-whatsapp').getAttribute('data-state')).toBe('checked');
    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual(['٠٥٠٠٠٠٠٠٠١', '+966500000001', 'whatsapp']);
  });

  it('shows a refused phone at the field, and no connection above the button', async () => {
    let failure: unknown = new ApiRequestError(422, {
      message: 'Invalid Input',
      errors: { phone: ['validation:phoneInvalid'] },
    });
    await setup(async () => {
      throw failure;
    }, 'ar');
    fireEvent.change(phone(), { target: { value: '0500000009' } });
    send();
    expect(await screen.findByText(/أدخل رقم جوال سعودي/)).toBeTruthy();
    failure = new ApiNetworkError(new TypeError('Failed to fetch'));
    send();
    expect((await screen.findByTestId('login-phone-error')).textContent).toMatch(/غير متصل/);
    expect(phone().value).toBe('0500000009');
  });
});
