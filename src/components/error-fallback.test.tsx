import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
import { ErrorFallback } from './error-fallback';

afterEach(cleanup);
const shown = () => screen.getByTestId('error-fallback').textContent;

describe('ErrorFallback', () => {
  it('says why a load failed, in the user language, never the server sentence', async () => {
    await renderWithProviders(
      <ErrorFallback error={new ApiNetworkError(new TypeError('x'))} onRetry={() => {}} />,
      { lng: 'ar' },
    );
    expect(shown()).toMatch(/غير متصل/);
    cleanup();
    await renderWithProviders(
      <ErrorFallback
        error={new ApiRequestError(500, { message: 'SQLSTATE[HY000] boom' })}
        onRetry={() => {}}
      />,
    );
    expect(shown()).toMatch(/^The server ran into a problem/);
    expect(shown()).not.toMatch(/SQLSTATE/);
  });

  it('shows the default message for a crash', async () => {
    await renderWithProviders(<ErrorFallback onRetry={() => {}} />);
    expect(shown()).toMatch(/^something went wrong/);
  });
});
