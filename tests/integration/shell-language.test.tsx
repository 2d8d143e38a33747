// Language: Arabic default and RTL, switching sets <html lang dir> and is cached; the
// detector follows the spec's order; head tags follow the settings in the language.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/i18n/i18n';
import { renderApp, server, settings } from './shell-helpers';

beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => server.close());

const html = () => document.documentElement;

describe('language and direction', () => {
  it('starts in Arabic, right to left', async () => {
    await renderApp('/', 'ar');
    expect(html().getAttribute('lang')).toBe('ar');
    expect(html().getAttribute('dir')).toBe('rtl');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مساحة عملك القادمة في مكان واحد' }),
    ).toBeTruthy();
  });

  it('switches to English and back from the top navigation, caching the choice', async () => {
    await renderApp('/', 'ar');
    const [toggle] = await screen.findAllByTestId('language-switch');
    await act(async () => toggle.click());
    await waitFor(() => expect(html().getAttribute('dir')).toBe('ltr'));
    expect(html().getAttribute('lang')).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your next workspace, all in one place',
      }),
    ).toBeTruthy();
    const [back] = screen.getAllByTestId('language-switch');
    await act(async () => back.click());
    await waitFor(() => expect(html().getAttribute('dir')).toBe('rtl'));
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('takes title, description, keywords and icon from the settings in the current language', async () => {
    await renderApp('/', 'en');
    await waitFor(() => expect(document.title).toBe(settings.site_title_en));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      settings.site_desc_en,
    );
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      settings.site_keywords_en,
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      'https://files.example.sa/uploads/site/1/icon01.png',
    );
    await act(async () => void (await i18n.changeLanguage('ar')));
    await waitFor(() => expect(document.title).toBe(settings.site_title_ar));
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      settings.site_keywords_ar,
    );
  });
});

describe('language detection order (spec section 9)', () => {
  const detect = () => {
    const detector = i18n.services.languageDetector as {
      detect: () => string | string[] | undefined;
    };
    const found = detector.detect();
    return Array.isArray(found) ? found[0] : found;
  };

  it('querystring lng beats cookie, localStorage and the browser', async () => {
    await initI18n();
    localStorage.setItem('i18nextLng', 'ar');
    document.cookie = 'i18next=ar; path=/';
    window.history.replaceState(null, '', '/?lng=en');
    expect(detect()).toBe('en');
  });

  it('cookie beats localStorage', async () => {
    await initI18n();
    localStorage.setItem('i18nextLng', 'ar');
    document.cookie = 'i18next=en; path=/';
    expect(detect()).toBe('en');
  });

  it('localStorage beats the browser language', async () => {
    await initI18n();
    localStorage.setItem('i18nextLng', 'ar');
    expect(detect()).toBe('ar');
  });

  it('uses the configured order and cache', async () => {
    await initI18n();
    const detection = i18n.options.detection as { order: string[]; caches: string[] };
    expect(detection.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    // The cookie too: the page server renders the next visit in the language chosen here.
    expect(detection.caches).toEqual(['localStorage', 'cookie']);
    // Arabic is the fallback of any other language; English has every key (the locale
    // tests) and so downloads no Arabic namespaces beside its own.
    const fallbacks = (code: string) =>
      i18n.services.languageUtils.getFallbackCodes(i18n.options.fallbackLng, code);
    expect(fallbacks('fr')).toEqual(['ar']);
    expect(fallbacks('en')).toEqual([]);
  });
});
