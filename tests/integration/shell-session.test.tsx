// Session rules: profile by account type, 401 handling, protected routes, roles.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchPath } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { featureRoutes } from '@/app/feature-registry';
import { registeredPaths } from '@/app/routes';
import { closeLogin, getLoginRequest } from '@/lib/session/login-request';
import { markSessionEnded } from '@/lib/session/session-store';
import {
  API,
  calls,
  lessorProfile,
  login,
  renderApp,
  server,
  tenantProfile,
} from './shell-helpers';

beforeAll(() => server.listen());
beforeEach(() => {
  calls.length = 0;
  closeLogin();
  markSessionEnded(0); // each test starts as a fresh visit
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('session', () => {
  it('loads a business profile from user/profile and stores it as userData', async () => {
    login('lessor');
    await renderApp('/', 'en');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(lessorProfile),
    );
    expect(calls).toContain('GET /apiBack/v1/user/profile');
    expect(calls).not.toContain('GET /apiBack/v1/ordinaries/profile');
  });

  it('takes the account type from the profile answer, not from storage (issue 20)', async () => {
    // A tenant token with user_type edited to 'bussines': the lessor profile refuses it (403),
    // the tenant profile answers, and its account type replaces the forged one.
    server.use(
      http.get(`${API}/user/profile`, () =>
        HttpResponse.json(
          { message: "Business account doesn't have access to that" },
          { status: 403 },
        ),
      ),
    );
    login('tenant');
    localStorage.setItem('user_type', 'bussines');
    await renderApp('/', 'en');
    await waitFor(() => expect(localStorage.getItem('user_type')).toBe('ordinary'));
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(tenantProfile);
    expect(calls).toContain('GET /apiBack/v1/ordinaries/profile');
  });

  it('loads an ordinary profile from ordinaries/profile', async () => {
    login('tenant');
    await renderApp('/', 'en');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(tenantProfile),
    );
    expect(calls).toContain('GET /apiBack/v1/ordinaries/profile');
  });

  it('on 401 clears the session, goes to / and shows "INVALID TOKEN!"', async () => {
    login('expired');
    localStorage.setItem('userData', '{"id":1}');
    const { router } = await renderApp('/dashboard/home', 'en');
    expect(await screen.findByText('INVALID TOKEN!')).toBeTruthy();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('user_type')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor without a token from a protected route to / and opens the login', async () => {
    const { router } = await renderApp('/dashboard/reservations', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(getLoginRequest().open).toBe(true));
    expect(await screen.findByText('please login to continue')).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('also protects addoffice and addunit', async () => {
    for (const path of ['/addoffice', '/addunit/3/4']) {
      const { router, unmount } = await renderApp(path, 'en', featureRoutes);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
  });
});

describe('roles', () => {
  // Each refusal names its real reason (issue 11, defect 7): a tenant on a lessor page is not
  // told that business accounts are refused, nor a business account on a tenant page the reverse.
  it.each([
    ['en', 'This page is for business accounts only. Sign in with a business account to open it.'],
    ['ar', 'هذه الصفحة لحسابات الأعمال فقط. سجّل الدخول بحساب أعمال لفتحها.'],
  ] as const)('refuses a business-only area to an ordinary account (%s)', async (lang, text) => {
    login('tenant');
    await renderApp('/dashboard/prices/main', lang, featureRoutes);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it.each([
    ['en', 'This page is for tenant accounts only'],
    ['ar', 'هذه الصفحة متاحة لحسابات المستأجرين فقط'],
  ] as const)('refuses the favourites to a business account (%s)', async (lang, text) => {
    login('lessor');
    await renderApp('/my_favorites', lang, featureRoutes);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('invites an ordinary account that tries to add real estate to create a business account', async () => {
    login('tenant');
    await renderApp('/addoffice', 'en', featureRoutes);
    expect(await screen.findByRole('button', { name: 'Create a business account' })).toBeTruthy();
  });

  it('lets a business account into the lessor dashboard with its menus, linking only built pages', async () => {
    login('lessor');
    const { router } = await renderApp('/dashboard/reservations', 'en', featureRoutes);
    // The menus come from the registered routes: a page that is not built has no link.
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard menu' });
    const top = screen.getByRole('navigation', { name: 'Dashboard links' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Prices' })).toBeTruthy();
    for (const name of ['Home', 'Orders', 'My offices', 'Prices'])
      expect(within(top).getByRole('link', { name })).toBeTruthy();
    const registered = [...registeredPaths(featureRoutes), '/'];
    for (const link of [
      ...within(sidebar).getAllByRole('link'),
      ...within(top).getAllByRole('link'),
    ]) {
      const href = link.getAttribute('href')!;
      expect(
        registered.some((p) => matchPath({ path: p, end: true }, href)),
        `${href} leads to an unbuilt page`,
      ).toBe(true);
    }
    // The tenant's own areas are not in a lessor's menus.
    expect(within(sidebar).queryByRole('link', { name: 'My invoices' })).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/reservations');
  });

  it('keeps tenant invoices for ordinary accounts', async () => {
    login('lessor');
    await renderApp('/dashboard/contracts/invoice-tenant', 'en', featureRoutes);
    expect(await screen.findByText('This page is for tenant accounts only')).toBeTruthy();
  });

  it('logs out from the top navigation', async () => {
    login('lessor');
    const { router, queryClient } = await renderApp('/dashboard/home', 'en');
    (await screen.findByTestId('nav-logout')).click();
    await waitFor(() => expect(localStorage.getItem('user_token')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Logging out is not a request to log in again: once the home page has loaded and no
    // request is in flight, nothing has asked for the login modal.
    await screen.findByTestId('category-offices');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(getLoginRequest().open).toBe(false);
  });

  it('shows the lessor figures on the dashboard home', async () => {
    login('lessor');
    await renderApp('/dashboard', 'en');
    const figures = await screen.findByTestId('lessor-figures');
    await waitFor(() => expect(figures.textContent).toContain('SAR 12,500.50'));
    expect(figures.textContent).toContain('Number of tenants37');
  });

  it('greets a tenant on the dashboard home with shortcuts to their invoices', async () => {
    login('tenant');
    await renderApp('/dashboard/home', 'ar', featureRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'أهلًا محمد القحطاني' }),
    ).toBeTruthy();
    const main = document.getElementById('main')!;
    expect(within(main).getByRole('link', { name: 'فواتيري' }).getAttribute('href')).toBe(
      '/dashboard/contracts/invoice-tenant',
    );
  });

  it('handles a profile 403 without crashing', async () => {
    server.use(
      http.get(`${API}/user/profile`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    login('lessor');
    await renderApp('/', 'en');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
