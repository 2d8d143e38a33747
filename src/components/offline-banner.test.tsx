// The offline banner follows the browser's online/offline events, in both languages; the
// fault line says a server error, no connection and a timeout apart, and nothing for a 404.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
import { FaultReason } from './fault-reason';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('OfflineBanner', () => {
  it.each([
    ['ar', /غير متصل بالإنترنت/],
    ['en', /^You are offline/],
  ] as const)(
    'appears while offline and clears when the connection returns (%s)',
    async (lng, text) => {
      await renderWithProviders(<OfflineBanner />, { lng });
      expect(screen.queryByTestId('offline-banner')).toBeNull();
      goOffline(true);
      expect(screen.getByTestId('offline-banner').textContent).toMatch(text);
      expect(screen.getByRole('status').contains(screen.getByTestId('offline-banner'))).toBe(true);
      goOffline(false);
      expect(screen.queryByTestId('offline-banner')).toBeNull();
    },
  );
});

describe('FaultReason', () => {
  const fault = async (error: unknown, lng: 'ar' | 'en' = 'en') => {
    cleanup();
    await renderWithProviders(<FaultReason error={error} />, { lng });
    return screen.queryByTestId('fault-reason');
  };

  it('names a server error, no connection and a timeout, each distinctly', async () => {
    expect((await fault(new ApiRequestError(500, { message: 'boom' })))?.textContent).toMatch(
      /^The server ran into a problem/,
    );
    expect((await fault(new ApiRequestError(503, { message: 'x' }), 'ar'))?.textContent).toMatch(
      /خطأ في الخادم/,
    );
    expect((await fault(new ApiNetworkError(new TypeError('x'))))?.dataset.fault).toBe('offline');
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    expect((await fault(timeout, 'ar'))?.textContent).toMatch(/تأخر الخادم/);
  });

  it('leaves a refusal or a missing record to the screen', async () => {
    expect(await fault(new ApiRequestError(404, { message: 'There is no Data' }))).toBeNull();
    expect(await fault(new ApiRequestError(403, { message: 'x' }))).toBeNull();
  });
});
