// Spec section 1's marketing claims on the home page: more than 500,000 tenants, and 73 % of
// the top lessors, each figure kept left-to-right inside the Arabic text.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { HomeClaims } from './home-claims';

afterEach(() => cleanup());

describe.each(['ar', 'en'] as const)('the home claims (%s)', (lng) => {
  it('shows 500,000 tenants and 73 % of top lessors, figures left-to-right', async () => {
    await renderWithProviders(<HomeClaims />, { lng });
    for (const figure of ['+500,000', '73%']) {
      const shown = screen.getByText(figure);
      expect(shown.closest('[dir="ltr"]')).not.toBeNull();
      // Each figure has its sentence beside it, in the page's language.
      expect(shown.closest('div')?.parentElement?.textContent?.length).toBeGreaterThan(
        figure.length + 10,
      );
    }
    expect(screen.getByRole('link').getAttribute('href')).toBe('/addoffice');
  });
});
