// The ONE place that turns the active language into document state: <html lang dir>.
// Chakra's layout flips on <html dir>; text-align: start in the global CSS follows it.
// Chakra's LocaleProvider is fed from the same language by src/app/providers.
import { directionOf, toLanguage } from './languages';

export function applyDocumentLanguage(lng: string | undefined) {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const lang = toLanguage(lng);
  html.setAttribute('lang', lang);
  html.setAttribute('dir', directionOf(lang));
}
