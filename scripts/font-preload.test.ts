import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageBootScript } from './font-preload';

const URLS = { ar: ['/a400.woff2', '/a700.woff2'], en: ['/l400.woff2', '/l700.woff2'] };

function boot(): { lang: string; dir: string; preloads: string[] } {
  // The script as the browser runs it: one string, no module scope.
  new Function(languageBootScript(URLS))();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
  const html = document.documentElement;
  return { lang: html.lang, dir: html.dir, preloads: links.map((l) => l.getAttribute('href')!) };
}

/**
 * Only the links the script added: the test files after this one share the document, and
 * emptying <head> took the style tags emotion keeps inserting next to (a DOMException there).
 */
function removePreloads() {
  for (const link of document.head.querySelectorAll('link[rel=preload]')) link.remove();
}

function browserLanguages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
  removePreloads();
  localStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
});

describe('the language boot script (font preload and <html lang dir> before the first paint)', () => {
  it('an English browser preloads the Latin subset only and lays out left to right', () => {
    browserLanguages(['en-US', 'en']);
    expect(boot()).toEqual({ lang: 'en', dir: 'ltr', preloads: URLS.en });
  });

  it('a browser with no offered language gets Arabic, the default', () => {
    browserLanguages(['fr-FR', 'de']);
    expect(boot()).toEqual({ lang: 'ar', dir: 'rtl', preloads: URLS.ar });
  });

  it('the first offered language of the browser wins over later ones', () => {
    browserLanguages(['fr', 'ar-SA', 'en']);
    expect(boot().lang).toBe('ar');
  });

  it('follows i18next’s order: ?lng= over the cookie over the stored choice over the browser', () => {
    browserLanguages(['en']);
    localStorage.setItem('i18nextLng', 'ar');
    expect(boot().lang).toBe('ar');
    removePreloads();
    document.cookie = 'i18next=en; path=/';
    expect(boot().lang).toBe('en');
    removePreloads();
    window.history.replaceState(null, '', '/?lng=ar');
    expect(boot()).toEqual({ lang: 'ar', dir: 'rtl', preloads: URLS.ar });
  });
});
