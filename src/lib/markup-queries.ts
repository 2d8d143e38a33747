// Which data answers the page's server markup was made from, so that a hydrating component
// renders the same markup: an answer that arrives while a part of the page is still HTML
// (a later Suspense boundary on a slow phone) must not show in that part's hydration render,
// or React throws the part away and renders it again (error #418, and the tap kept from
// before hydration lands on a removed button).
import { hashKey, type QueryKey } from '@tanstack/react-query';

/** null: this page load hydrates no markup (a client render). */
let inMarkup: Set<string> | null = null;

/** Called once before hydrating: the keys of the answers the markup was rendered with. */
export function rememberMarkupQueries(keys: QueryKey[]): void {
  inMarkup = new Set(keys.map(hashKey));
}

/** Whether a hydration render may show this answer: the markup had it, or nothing hydrates. */
export function markupHad(key: QueryKey): boolean {
  return inMarkup === null || inMarkup.has(hashKey(key));
}
