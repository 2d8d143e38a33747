// A tenant on /addoffice is invited to create a business account: the button opens the
// business sign-up and keeps the tenant signed in (it used to clear the session first, a
// silent logout). A member whose role only reads offices (reservations) is refused the
// add-office wizard up front with the reason; a manager opens it.
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { testI18n } from '@/components/testing/render';
import { clearSession, getSession, setSession, setUserData, type Profile } from '@/lib/session';
import { getLoginRequest } from '@/lib/session/login-request';
import { AccessGate } from './access-gate';

afterEach(() => {
  cleanup();
  clearSession();
});

function renderAddOffice(lng: 'ar' | 'en') {
  const router = createMemoryRouter(
    [
      {
        path: '/addoffice',
        handle: { access: 'business', area: 'offices', writes: true },
        element: (
          <AccessGate>
            <p>wizard</p>
          </AccessGate>
        ),
      },
    ],
    { initialEntries: ['/addoffice'] },
  );
  return testI18n(lng).then((i18n) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChakraProvider value={defaultSystem}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </ChakraProvider>
      </QueryClientProvider>,
    ),
  );
}

const member = (account_role: 'reservations' | 'manager') =>
  ({ id: 41, account_type: 'bussines', account_role }) as Profile;

describe('AccessGate', () => {
  it.each([
    ['en', 'Your role in this account can view offices and units but not add or change them.'],
    ['ar', 'دورك في هذا الحساب يسمح بعرض المكاتب والوحدات فقط'],
  ] as const)('refuses the add-office wizard to a reservations member (%s)', async (lng, text) => {
    setSession('member-token-000000000041', 'bussines');
    setUserData(member('reservations'));
    await renderAddOffice(lng);
    expect(screen.getByTestId('access-notice').textContent).toContain(text);
    expect(screen.queryByText('wizard')).toBeNull();
  });

  it('opens the add-office wizard to a manager', async () => {
    setSession('member-token-000000000042', 'bussines');
    setUserData(member('manager'));
    await renderAddOffice('en');
    expect(screen.getByText('wizard')).toBeTruthy();
  });

  it("keeps a tenant signed in when they choose 'create a business account'", async () => {
    setSession('tenant-token-000000000001', 'ordinary');
    const router = createMemoryRouter(
      [
        {
          path: '/addoffice',
          handle: { access: 'business' },
          element: (
            <AccessGate>
              <p>wizard</p>
            </AccessGate>
          ),
        },
      ],
      { initialEntries: ['/addoffice'] },
    );
    const i18n = await testI18n('en');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChakraProvider value={defaultSystem}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </ChakraProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('wizard')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create a business account' }));
    expect(getSession().token).toBe('tenant-token-000000000001');
    expect(getLoginRequest()).toEqual({ open: true, audience: 'business' });
  });
});
