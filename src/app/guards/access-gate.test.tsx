// A tenant on /addoffice is invited to create a business account: the button opens the
// business sign-up and keeps the tenant signed in (it used to clear the session first, a
// silent logout).
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { testI18n } from '@/components/testing/render';
import { clearSession, getSession, setSession } from '@/lib/session';
import { getLoginRequest } from '@/lib/session/login-request';
import { AccessGate } from './access-gate';

afterEach(() => {
  cleanup();
  clearSession();
});

describe('AccessGate', () => {
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
      <ChakraProvider value={defaultSystem}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ChakraProvider>,
    );
    expect(screen.queryByText('wizard')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create a business account' }));
    expect(getSession().token).toBe('tenant-token-000000000001');
    expect(getLoginRequest()).toEqual({ open: true, audience: 'business' });
  });
});
