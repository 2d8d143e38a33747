// The 503 page: the API did not answer, so there is nothing true to render. A small page in
// the visitor's language that tries again by itself (meta refresh, honoured with scripts off)
// and offers a link to try at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/i18n/languages';

type Texts = { title: string; body: string; retry: string };

function texts(lang: Language): Texts {
  const file = path.resolve(`src/i18n/locales/${lang}/seo.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { unavailable: Texts }).unavailable;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export const RETRY_SECONDS = 10;

export function unavailablePage(lang: Language, address: string): string {
  const t = texts(lang);
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${RETRY_SECONDS}"><title>${esc(t.title)}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem;color:#18181b;text-align:center}main{max-width:32rem}a{color:#15803d;font-weight:700}</style></head><body><main><h1>${esc(t.title)}</h1><p>${esc(t.body)}</p><p><a href="${esc(address)}">${esc(t.retry)}</a></p></main></body></html>`;
}
