// The ONE place that turns the active language into document state: <html lang dir>.
// Chakra's layout flips on <html dir>; text-align: start in the global CSS follows it.
// Chakra's LocaleProvider is fed from the same language by src/app/providers.
import { directionOf, toLanguage } from './languages';

export function applyDocumentLanguage(lng: string | undefined) {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const lang = toLanguage(lng);
  // Only a change is written: Chromium restyles the whole page on every write of <html dir>,
  // even of the same value (~20 ms on a desktop for `/details/1`), and a hydrated page's
  // language is already the server's.
  const dir = directionOf(lang);
  if (html.getAttribute('lang') !== lang) html.setAttribute('lang', lang);
  if (html.getAttribute('dir') !== dir) html.setAttribute('dir', dir);
}
