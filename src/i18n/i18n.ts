// i18next set-up: Arabic default and fallback, English offered; detection order and
// cache exactly as the spec (section 9). Direction and lang are applied by
// ./document-language.ts on every change, from that one place.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from './document-language';
import { languageDetector, type DetectionOptions } from './language-detector';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { bundledResources, lazyJsonBackend, NAMESPACES } from './resources';

/**
 * Namespaces every page renders (navigation, errors): bundled in the entry (./resources),
 * so they are ready before the first paint without a request. Screens load the rest
 * (dashboard, validation, their own) through lazyRoute or Suspense.
 */
export const CORE_NAMESPACES = ['common', 'errors'];

let ready: Promise<typeof i18n> | null = null;

export function initI18n(): Promise<typeof i18n> {
  if (ready) return ready;
  i18n.on('languageChanged', applyDocumentLanguage);
  ready = i18n
    .use(lazyJsonBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      resources: bundledResources,
      // Bundled namespaces come from `resources`; every other one from the lazy backend.
      partialBundledLanguages: true,
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
        caches: ['localStorage'],
      } satisfies DetectionOptions,
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
      return i18n;
    });
  return ready;
}

export { i18n };
