// Preloads only the Tajawal subset the visitor's language paints with. An inline script at
// the top of <head> reads the language the way i18next will (src/i18n/language-detector.ts:
// ?lng=, the i18next cookie, localStorage, sessionStorage, then the browser's languages;
// Arabic when none is offered), sets <html lang dir> before the first paint (no flash of
// the wrong direction) and adds <link rel=preload> for that subset's regular and bold
// files. Before: both Arabic files were preloaded for everyone; an English visitor fetched
// 2 unused files and found the Latin ones only after the CSS. The URLs are the build's
// hashed file names (the dev server serves them from node_modules). A page rendered by the
// page server (scripts/page-server) has <html data-ssr lang> already decided on the server
// by the same rule without localStorage: that language wins, so the markup never flips.
import type { Plugin } from 'vite';

const FILES = {
  // Arabic text takes its spaces and full stops from the Latin subset (U+0000-00FF): without
  // it preloaded, a Latin word further down the page started that file late, and while it
  // loaded the hero's subtitle flipped between the fallback's and Tajawal's spaces (2 and 3
  // lines on a phone: layout shift 0.07 on `/`).
  ar: [
    'tajawal-arabic-400-normal',
    'tajawal-arabic-700-normal',
    'tajawal-latin-400-normal',
    'tajawal-latin-700-normal',
  ],
  en: ['tajawal-latin-400-normal', 'tajawal-latin-700-normal'],
} as const;

type FontUrls = Record<keyof typeof FILES, string[]>;

/** The inline script (kept ES5-small: it runs before anything else on the page). */
export function languageBootScript(urls: FontUrls): string {
  return `(function(){var F=${JSON.stringify(urls)},c=[],d=document,w=window;
function s(f){try{return f()}catch(e){}}
var q=new URLSearchParams(location.search).get('lng');if(q)c.push(q);
var k=s(function(){return d.cookie.match(/(?:^|;\\s*)i18next=([^;]*)/)});if(k)c.push(decodeURIComponent(k[1]));
c.push(s(function(){return w.localStorage.getItem('i18nextLng')}),s(function(){return w.sessionStorage.getItem('i18nextLng')}));
c=c.concat(navigator.languages||[],navigator.language);
var h=d.documentElement,l='ar';if(h.hasAttribute('data-ssr')&&F[h.lang])c=[h.lang];
for(var i=0;i<c.length;i++){var b=String(c[i]||'').toLowerCase().split('-')[0];if(F[b]){l=b;break}}
h.lang=l;h.dir=l==='ar'?'rtl':'ltr';
F[l].forEach(function(u){var e=d.createElement('link');e.rel='preload';e.as='font';e.type='font/woff2';e.crossOrigin='';e.href=u;d.head.appendChild(e)})})();`;
}

export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const url = (name: string) => {
          if (!ctx.bundle) return `/node_modules/@fontsource/tajawal/files/${name}.woff2`;
          const file = Object.keys(ctx.bundle).find(
            (f) => f.includes(`/${name}-`) && f.endsWith('.woff2'),
          );
          if (!file) throw new Error(`font-preload: ${name}.woff2 is not in the build`);
          return `/${file}`;
        };
        const urls: FontUrls = { ar: FILES.ar.map(url), en: FILES.en.map(url) };
        // Right after <meta charset> (which must stay in the first 1024 bytes), before any
        // stylesheet: an inline script after a stylesheet would wait for it to load.
        const charset = /<meta charset="UTF-8" \/>/i;
        if (!charset.test(html)) throw new Error('font-preload: index.html has no <meta charset>');
        return html.replace(
          charset,
          (m) => `${m}\n    <script>${languageBootScript(urls)}</script>`,
        );
      },
    },
  };
}
