// The language of a page request on the server, by the browser's rule (./i18n.ts detection
// order, scripts/font-preload.ts boot script) minus the stores only the browser has:
// `?lng=`, then the `i18next` cookie (the language switcher writes it), then the
// Accept-Language list in its order, else Arabic. The browser adopts what the server chose
// (<html data-ssr lang>), so a rendered page never flips language while it hydrates.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

function known(candidate: string | null | undefined): Language | undefined {
  const base = (candidate ?? '').trim().toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language's tags, highest q first (a stable sort keeps the header's order on ties). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}

export function requestLanguage(
  url: URL,
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  const candidates = [
    url.searchParams.get('lng'),
    cookieValue(cookieHeader ?? '', 'i18next'),
    ...acceptedTags(acceptLanguage ?? ''),
  ];
  for (const c of candidates) {
    const lng = known(c);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}
