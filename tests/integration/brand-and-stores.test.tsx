// One brand, from the site settings (issue 11, defect 11): the header's logo is named by
// the settings' brand in the page's language (the app never writes a brand of its own), and
// the app prompt shows a store only when the settings give a real link.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppDownloadPrompt } from '@/components/app-download-prompt';
import { SiteLogo } from '@/components/site-logo';
import { renderWithProviders } from '@/components/testing/render';
import { server } from '../../mocks/node';
import { settings } from './shell-helpers';
import { serveApp } from './helpers';

serveApp();

describe('brand and app stores', () => {
  it('names the logo by the settings’ brand in each language', async () => {
    await renderWithProviders(<SiteLogo />, { lng: 'ar' });
    expect((await screen.findByRole('img')).getAttribute('alt')).toBe('مكتبي');
    cleanup();
    await renderWithProviders(<SiteLogo />, { lng: 'en' });
    expect((await screen.findByRole('img')).getAttribute('alt')).toBe('Maktabi');
  });

  it('shows no store while the settings give no store link (the demo’s app is not published)', async () => {
    await renderWithProviders(
      <>
        <SiteLogo />
        <AppDownloadPrompt />
      </>,
    );
    await screen.findByRole('img');
    expect(screen.queryByTestId('app-download-prompt')).toBeNull();
  });

  it('shows exactly the stores the settings link to', async () => {
    const appStore = 'https://apps.apple.com/sa/app/maktabi/id6449812345';
    server.use(
      http.get('*/apiBack/v1/user/settings/general', () =>
        HttpResponse.json({ status: true, data: { ...settings, app_store_url: appStore } }),
      ),
    );
    await renderWithProviders(<AppDownloadPrompt />);
    await waitFor(() => expect(screen.getByTestId('app-download-prompt')).toBeTruthy());
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([appStore]);
  });
});
