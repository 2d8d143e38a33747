// The one upload guard: while any upload runs, closing the tab raises the browser's prompt
// and an in-app navigation asks first (stay keeps the page, leave goes on); once the uploads
// end nothing is asked.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from './testing/render';
import { UploadNavigationGuard, UploadProgress, uploadsInProgress } from './upload-guard';

afterEach(cleanup);

const leaveEvent = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

async function app(uploading: boolean, lng: 'ar' | 'en' = 'en') {
  const i18n = await testI18n(lng);
  const Page = () => (
    <>
      <Link to="/other">away</Link>
      {uploading && <UploadProgress progress={0.4} label="file" />}
      <UploadNavigationGuard />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page /> },
      { path: '/other', element: <p>other page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return router;
}

describe('upload guard', () => {
  it('asks before closing the tab only while an upload runs', async () => {
    await app(true);
    expect(uploadsInProgress()).toBe(1);
    expect(screen.getByRole('status').textContent).toContain("40%. Please don't close the window");
    expect(leaveEvent()).toBe(true);
    cleanup();
    expect(uploadsInProgress()).toBe(0);
    expect(leaveEvent()).toBe(false);
  });

  it('asks before leaving for another page: stay keeps it, leave goes on', async () => {
    const router = await app(true, 'ar');
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('جارٍ رفع ملف')).toBeTruthy();
    fireEvent.click(screen.getByText('البقاء حتى يكتمل الرفع'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(async () => {
      fireEvent.click(screen.getByText('away'));
    });
    fireEvent.click(await screen.findByText('مغادرة الصفحة'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('lets a navigation through when nothing uploads', async () => {
    const router = await app(false);
    fireEvent.click(screen.getByText('away'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });
});
