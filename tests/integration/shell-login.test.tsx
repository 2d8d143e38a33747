// The login modal against the auth operations: phone, channel, wrong and right code,
// resend after the countdown, back, and the complete-profile step for a new account.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeLogin, openLogin } from '@/lib/session/login-request';
import { calls, renderApp, server } from './shell-helpers';

beforeAll(() => server.listen());
beforeEach(() => {
  calls.length = 0;
  closeLogin();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

async function typeCode(code: string) {
  const inputs = (await screen.findAllByLabelText(/^Digit \d$/)) as HTMLInputElement[];
  const user = userEvent.setup();
  await user.click(inputs[0]);
  await user.keyboard(code);
}

async function startLogin(phone: string) {
  await renderApp('/', 'en');
  await act(async () => openLogin('tenant'));
  const input = (await screen.findByTestId(
    'login-phone',
    {},
    { timeout: 15_000 },
  )) as HTMLInputElement;
  fireEvent.change(input, { target: { value: phone } });
  fireEvent.click(screen.getByTestId('login-send'));
  await screen.findByText(/We sent a verification code/);
}

describe('login modal', () => {
  it('rejects an empty phone with the validation message', async () => {
    await renderApp('/', 'en');
    await act(async () => openLogin('lessor'));
    // The modal is a lazy chunk: the first load transforms it, give it time.
    expect(
      await screen.findByRole('heading', { name: 'Lessor login' }, { timeout: 15_000 }),
    ).toBeTruthy();
    fireEvent.click(await screen.findByTestId('login-send'));
    expect(await screen.findByText('Phone number required')).toBeTruthy();
  });

  it('logs a tenant in with the +966 form, after a wrong code', async () => {
    await startLogin('+966500000001');
    await typeCode('9999');
    expect(
      await screen.findByText('The verification code is incorrect. Please try again.'),
    ).toBeTruthy();
    await typeCode('1234');
    await waitFor(() =>
      expect(localStorage.getItem('user_token')).toBe('tenant-token-000000000001'),
    );
    expect(localStorage.getItem('user_type')).toBe('ordinary');
    await waitFor(() => expect(calls).toContain('GET /apiBack/v1/ordinaries/profile'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
  });

  it('logs a lessor in with the 05 form and shows the control panel', async () => {
    await startLogin('0500000002');
    await typeCode('1234');
    await waitFor(() => expect(localStorage.getItem('user_type')).toBe('bussines'));
    expect(await screen.findByTestId('nav-control-panel')).toBeTruthy();
  });

  it('offers a resend after the countdown, and back to the phone', async () => {
    await startLogin('0500000001');
    expect(screen.getByTestId('login-countdown').textContent).toMatch(/Resend in \d seconds/);
    await waitFor(() => expect(screen.getByTestId('login-resend')).toBeTruthy());
    fireEvent.click(screen.getByTestId('login-resend'));
    await waitFor(() => expect(calls).toContain('POST /apiBack/v1/auth/resend-code'));
    fireEvent.click(screen.getByTestId('login-back'));
    expect(((await screen.findByTestId('login-phone')) as HTMLInputElement).value).toBe(
      '0500000001',
    );
  });

  it('asks a new account to complete its personal information', async () => {
    await startLogin('0555555555');
    await typeCode('1234');
    expect(
      await screen.findByRole('heading', { name: 'Complete your personal information' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Please Accept Terms')).toBeTruthy();
  });
});
