// Which layout a real page renders in, through the route table (buildRoutes) against the
// embedded backend: a public page (/list) inside the public layout with its results; the
// printable contract (/print-contract/:id) bare, with no site navigation or layout, showing the
// contract and a way back to the contract's page in the dashboard.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { routes as contracts } from '@/features/contracts/routes';
import { routes as listings } from '@/features/listings/routes';
import { contractBody } from '../../mocks/conformance/fixtures/contracts';
import { call, tokenFor } from '../../mocks/testing/api';
import { renderApp, SHELL_FEATURES } from './shell-helpers';
import { serveApp } from './helpers';

serveApp({ sessions: true });

const FEATURES = [...SHELL_FEATURES, listings, contracts];

describe('pages in their layout', () => {
  it('renders /list inside the public layout, with its results', async () => {
    await renderApp('/list', 'ar', FEATURES);
    const cards = await screen.findAllByTestId('office-card', {}, { timeout: 10_000 });
    // The public layout: the site's navigation, and the page inside its <main id="main">.
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeTruthy();
    expect(document.getElementById('main')?.contains(cards[0])).toBe(true);
  });

  it('renders print-contract without the public layout, with the contract and a way back', async () => {
    const made = await call('post', '/user/contracts', { as: 'lessor', body: contractBody() });
    const c = made.body.data as { id: number; number: string };
    setSession(tokenFor('lessor')!, 'bussines');
    await renderApp(`/print-contract/${c.id}`, 'en', FEATURES);
    await screen.findByTestId('print-schedule', {}, { timeout: 10_000 });
    expect(document.querySelector('main[data-sheet]')?.textContent).toContain(c.number);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(document.getElementById('main')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/dashboard/contracts/custom-contracts-details/${c.id}`,
    );
  });
});
