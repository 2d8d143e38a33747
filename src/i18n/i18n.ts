// i18next set-up: Arabic default and fallback, English offered; detection order and
// cache exactly as the spec (section 9). Direction and lang are applied by
// ./document-language.ts on every change, from that one place.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from './document-language';
import { languageDetector, type DetectionOptions } from './language-detector';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { CORE_CHUNK_NAMESPACES, lazyJsonBackend, NAMESPACES } from './resources';

/**
 * Namespaces loaded before the first render (navigation, errors, the landing page): the
 * detected language's core chunk (./resources.ts), one request. Screens load the rest
 * (dashboard, validation, their own) through lazyRoute or Suspense.
 */
export const CORE_NAMESPACES = CORE_CHUNK_NAMESPACES;

/**
 * English has every key (src/i18n/locales.test.ts checks both languages key for key), so it
 * needs no Arabic fallback: without this, every namespace an English page loads was
 * downloaded in Arabic too (~10 kB gzip on /details). Any other code falls back to Arabic.
 */
const FALLBACK_LANGUAGES = { en: [], default: [DEFAULT_LANGUAGE] };

let ready: Promise<typeof i18n> | null = null;

/**
 * `lng`: the language the page server rendered in (<html data-ssr lang>): detection is
 * skipped so hydration paints the server's words.
 */
export function initI18n(lng?: string): Promise<typeof i18n> {
  if (ready) return ready;
  i18n.on('languageChanged', applyDocumentLanguage);
  ready = i18n
    .use(lazyJsonBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...(lng ? { lng } : {}),
      fallbackLng: FALLBACK_LANGUAGES,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: CORE_NAMESPACES.filter((ns) => NAMESPACES.includes(ns)),
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        // The cookie lets the page server render the chosen language (./request-language.ts).
        caches: ['localStorage', 'cookie'],
      } satisfies DetectionOptions,
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
      return i18n;
    });
  return ready;
}

/**
 * Resolves once initI18n has loaded the core namespaces (at once when it was never called,
 * e.g. in tests with their own instance). The router starts a route's chunk while the
 * translations still load; a route's namespaces are asked for after this, when i18next
 * knows the language.
 */
export function whenI18nReady(): Promise<unknown> {
  return ready ?? Promise.resolve();
}

export { i18n };
