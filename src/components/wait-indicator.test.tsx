import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { WaitIndicator } from './wait-indicator';

afterEach(cleanup);

describe('WaitIndicator', () => {
  it('says the wait as the status, the spinner hidden from assistive tech', async () => {
    await renderWithProviders(<WaitIndicator label="في انتظار تأكيدك في نفاذ…" />, { lng: 'ar' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('في انتظار تأكيدك في نفاذ…');
    expect(status.querySelector('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("as a page's state, says it as the page's h1", async () => {
    await renderWithProviders(<WaitIndicator page label="Confirming your payment…" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirming your payment…');
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment…');
  });
});
