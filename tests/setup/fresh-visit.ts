// Set-up for the DOM (happy-dom) unit and integration tests, after unit-setup.ts.
//
// These test files share one module graph per worker (`isolate: false` in vite.config.ts:
// importing React, Chakra and the app again for every file was about half of their CPU
// time), and one window. Set-up files run again before every file, so this is where each
// file starts as a fresh visit: a document without the last file's <html lang dir> (the API
// client asks for answers in that language), no session remembered in memory, no login
// dialog open, no toast left from the file before, nothing rendered.
import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { closeLogin, forgetSessionMemory } from '@/lib/session';
import { toaster } from '@/lib/toaster';

interface GuardedWindow {
  __downloadsStayOnPage?: boolean;
}

/**
 * A browser saves the file of a download link and stays on the page; happy-dom follows the
 * link as a navigation. After a CSV export the window was on `blob:csv` (every API call from
 * there is cross-origin, so msw saw CORS preflights) and its document had been replaced
 * under the style tags emotion keeps inserting before (DOMException in the next file).
 */
function keepDownloadsOnPage() {
  const w = window as GuardedWindow;
  if (w.__downloadsStayOnPage) return;
  w.__downloadsStayOnPage = true;
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[download]'))
        event.preventDefault();
    },
    true,
  );
}

beforeAll(() => {
  // Files that declare the node environment (contract tools, the mock server) have no window.
  if (typeof window === 'undefined') return;
  keepDownloadsOnPage();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-ssr');
  // The language is cached in a cookie too (the page server renders in it): a fresh visitor
  // has none, or the last file's language would win over this file's browser languages.
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim()))
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  forgetSessionMemory();
  closeLogin();
  toaster.remove();
});

afterAll(() => {
  if (typeof document !== 'undefined') cleanup();
});
