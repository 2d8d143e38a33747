// Content pages arrive as HTML the backend says it sanitised; keep a second, strict line of
// defence anyway, with a maintained sanitiser (DOMPurify) that runs the same on both sides:
// in the browser on its own window, on the server (the page server's render) on a jsdom
// window that src/entry-server.tsx provides. The policy: a small set of text tags, no
// attributes but safe links, which always open without an opener or a referrer.
// Not every DOM can run DOMPurify: on happy-dom (the unit tests' DOM) it skips nodes and lets
// <script> and on* handlers through. A sanitiser is checked on a probe when it is made and
// refuses to work on a DOM that fails it; the unit tests give it jsdom, as the server does.
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
  'span',
];

/** Links: the web, mail, phone and the site's own paths; never javascript:, data: and the like. */
export const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_HREF,
  // Any other element is unwrapped (its text kept), except these, dropped with their content;
  // DOMPurify's own list (script, style, template, iframe, svg, math, noscript…) stays.
  ADD_FORBID_CONTENTS: ['object', 'embed'],
  RETURN_TRUSTED_TYPE: false,
};

/** A sanitiser bound to one window (a browser's, jsdom's, happy-dom's in tests). */
export function createSanitizer(window: WindowLike): (html: string) => string {
  const purify: Purifier = DOMPurify(window);
  if (!purify.isSupported) throw new Error('sanitizeHtml: this window cannot run DOMPurify');
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') (node as Element).setAttribute('rel', 'noopener noreferrer');
  });
  const sanitize = (html: string) => purify.sanitize(html, CONFIG) as string;
  if (sanitize(PROBE[0]) !== PROBE[1])
    throw new Error('sanitizeHtml: this DOM lets unsafe HTML through; give it another window');
  return sanitize;
}

const PROBE = [
  '<div><p onclick="x()">a<script>x()</script><a href="javascript:x()">b</a><img src=x onerror=x()></p></div><svg onload="x()"></svg>',
  '<p>a<a rel="noopener noreferrer">b</a></p>',
] as const;

let serverWindow: (() => WindowLike) | undefined;
let sanitizer: ((html: string) => string) | undefined;

/** The server's DOM (src/entry-server.tsx): made on the first sanitised page, then kept. */
export function provideSanitizerWindow(make: () => WindowLike): void {
  serverWindow = make;
  sanitizer = undefined;
}

export function sanitizeHtml(html: string): string {
  if (!sanitizer) {
    const window = serverWindow?.() ?? (globalThis.window as WindowLike | undefined);
    // Never pass unsanitised HTML through: without a DOM, fail the render instead.
    if (!window) throw new Error('sanitizeHtml: no DOM (the server must provide one)');
    sanitizer = createSanitizer(window);
  }
  return sanitizer(html);
}
