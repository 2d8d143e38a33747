// The shell against the real embedded backend (mocks/, through tests/setup/msw.ts):
// the demo accounts log in through the modal with the contract's auth operations and
// the profile of the account type is loaded; a forged token gets "INVALID TOKEN!"; a
// tenant's token with a forged user_type=bussines gets the tenant's screens (the account
// type is the profile answer's, never storage's).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLogin, openLogin } from '@/lib/session/login-request';
import { seedSessions, tokenFor } from '../../mocks/testing/api';
import { renderApp } from './shell-helpers';
import { serveApp } from './helpers';

serveApp();

beforeEach(() => closeLogin());
afterEach(() => cleanup());

async function loginAs(phone: string, lang: 'ar' | 'en' = 'en') {
  await renderApp('/', lang);
  await act(async () => openLogin('tenant'));
  fireEvent.change(await screen.findByTestId('login-phone', {}, { timeout: 15_000 }), {
    target: { value: phone },
  });
  fireEvent.click(screen.getByTestId('login-send'));
  const inputs = await screen.findAllByLabelText(/^(Digit|الرقم) \d$/, {}, { timeout: 5_000 });
  const user = userEvent.setup();
  await user.click(inputs[0]);
  await user.keyboard('1234');
}

describe('shell on the embedded backend', () => {
  it('logs the demo lessor in and caches the business profile', async () => {
    await loginAs('0500000002');
    await waitFor(() => expect(localStorage.getItem('user_type')).toBe('bussines'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userData') ?? '{}').account_type).toBe('bussines'),
    );
    expect(await screen.findByTestId('nav-control-panel')).toBeTruthy();
  });

  it('logs the demo tenant in (+966 form) and caches the ordinary profile', async () => {
    await loginAs('+966500000001', 'ar');
    await waitFor(() => expect(localStorage.getItem('user_type')).toBe('ordinary'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userData') ?? '{}').account_type).toBe('ordinary'),
    );
  });

  it('answers a forged token with INVALID TOKEN! and a cleared session', async () => {
    localStorage.setItem('user_token', 'forged-token-that-the-backend-never-issued');
    localStorage.setItem('user_type', 'bussines');
    await renderApp('/dashboard/home', 'en');
    expect(await screen.findByText('INVALID TOKEN!')).toBeTruthy();
    expect(localStorage.getItem('user_token')).toBeNull();
  });
});

describe('the account type comes from the profile answer', () => {
  it("shows a tenant token the tenant's dashboard whatever user_type says", async () => {
    await seedSessions();
    localStorage.setItem('user_token', tokenFor('tenant')!);
    localStorage.setItem('user_type', 'bussines');
    await renderApp('/dashboard/home', 'en');
    expect(
      await screen.findByText(
        'Follow your bookings and invoices from here.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText("A quick look at your offices' activity.")).toBeNull();
    expect(screen.queryByRole('link', { name: 'My offices' })).toBeNull();
    expect(localStorage.getItem('user_type')).toBe('ordinary');
    expect(localStorage.getItem('user_token')).toBe(tokenFor('tenant'));
  });
});

describe('a new account on the embedded backend', () => {
  it('completes the personal information after the code', async () => {
    await loginAs('0551234567');
    expect(
      await screen.findByRole('heading', { name: 'Complete your personal information' }),
    ).toBeTruthy();
    const city = (await screen.findByTestId('profile-city_id')) as HTMLSelectElement;
    await waitFor(() => expect(city.options.length).toBeGreaterThan(1));
    fireEvent.change(screen.getByTestId('profile-first_name'), { target: { value: 'Abdullah' } });
    fireEvent.change(screen.getByTestId('profile-last_name'), { target: { value: 'Alharbi' } });
    fireEvent.change(city, { target: { value: city.options[1].value } });
    fireEvent.change(screen.getByTestId('profile-identity_number'), {
      target: { value: '1000000008' },
    });
    await userEvent.setup().click(screen.getByText('I accept the terms of service'));
    fireEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull(), {
      onTimeout: (e) => {
        const texts = [
          ...document.querySelectorAll('[data-part="error-text"], [role="alert"]'),
        ].map((n) => n.textContent);
        return new Error(`${e.message.slice(0, 80)} — form says: ${JSON.stringify(texts)}`);
      },
    });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      first_name: 'Abdullah',
      profile_completed: true,
    });
  });
});
