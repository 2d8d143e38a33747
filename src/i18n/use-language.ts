import { useTranslation } from 'react-i18next';
import { directionOf, toLanguage, type Language } from './languages';

/** Current language and direction, and a setter that goes through i18next (cached in localStorage). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    language,
    dir: directionOf(language),
    setLanguage: (lng: Language) => i18n.changeLanguage(lng),
  };
}
