// A page past the end of the results (issue 11, defect 11: /list?page=999 said "34 results"
// then "no spaces match" with no pager): the page says so and leads to the last page —
// against the embedded backend, in both languages.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { ListingPage } from '@/features/listings/listing-page';
import { serveApp } from './helpers';

serveApp();

describe.each(['en', 'ar'] as const)('listing past its last page (%s)', (lng) => {
  it('says the page is past the end and goes to the last page', async () => {
    await renderWithProviders(<ListingPage source="search" titleKey="titles.list" />, {
      lng,
      path: '/list?page=999',
      route: '/list',
    });
    const past = await screen.findByTestId('listing-past-end', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('listing-empty')).toBeNull();
    fireEvent.click(past.querySelector('button')!);
    await waitFor(() => expect(screen.getAllByTestId('office-card').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('listing-pager')).toBeTruthy();
  });
});
