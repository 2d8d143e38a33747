// Route table: redirects, 404, payment error, content pages, errors inside the layout.
// Real pages in their layouts (public, print): ./shell-layouts.test.tsx.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { registeredPaths } from '@/app/routes';
import { contactBodies, renderApp, server, SHELL_FEATURES } from './shell-helpers';

beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('route table', () => {
  it('renders the home page at /', async () => {
    await renderApp('/', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: /your next workspace/i }),
    ).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('redirects /home to /', async () => {
    const { router } = await renderApp('/home', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects /offer to /features', async () => {
    const { router } = await renderApp('/offer', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/features'));
  });

  it('sends an unknown path to /404 with one outlined BACK_TO_HOME link to /', async () => {
    const { router } = await renderApp('/no/such/page', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    const link = await screen.findByRole('link', { name: 'Back to home' });
    expect(link.getAttribute('href')).toBe('/');
    expect(screen.getByRole('img', { name: /does not exist/i })).toBeTruthy();
  });

  it('sends an unknown content slug to /404', async () => {
    const { router } = await renderApp('/nothing-here', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('renders a known content page with its HTML cleaned', async () => {
    await renderApp('/about', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows "Payment Error" on /payment-error', async () => {
    await renderApp('/payment-error', 'en');
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeTruthy();
  });

  it('sends a contact message after checking the fields', async () => {
    await renderApp('/contact-us', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Phone number required')).toBeTruthy();
    expect(screen.getByText('Message is Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Noura Alotaibi' } });
    fireEvent.change(screen.getByLabelText(/^Mobile number/), { target: { value: '٠٥٠٠٠٠٠٠٠٢' } });
    fireEvent.change(screen.getByLabelText(/^Message/), {
      target: { value: 'I would like the monthly prices in Jeddah.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('contact-sent')).toBeTruthy();
    expect(contactBodies[0]).toMatchObject({ name: 'Noura Alotaibi', phone: '+966500000002' });
  });

  it('renders the business landing page', async () => {
    await renderApp('/business', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'أجّر مساحتك معنا' })).toBeTruthy();
    expect(screen.getByText('تحويل المستحقات')).toBeTruthy();
  });

  it('shows the default error with a retry instead of a white page when a screen crashes', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    const crashing = defineFeatureRoutes({ public: [{ path: 'boom', element: <Boom /> }] });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/boom', 'en', [...SHELL_FEATURES, crashing]);
    expect(
      await screen.findByText(
        'something went wrong! please try again later or contact support for help',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    spy.mockRestore();
  });

  it("registers /404 and /payment-error among the shell's own pages", () => {
    const taken = registeredPaths(SHELL_FEATURES);
    expect(taken.has('/404')).toBe(true);
    expect(taken.has('/payment-error')).toBe(true);
  });
});
