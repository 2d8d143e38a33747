/** Without a real API base URL the app runs on the embedded backend (spec'd in design.md). */
export const isMockMode = !import.meta.env.VITE_API_BASE_URL;

/**
 * The embedded backend runs in the server that sent the page (`npm start`, `npm run dev`,
 * `npm run serve`): the page's head says so with `<meta name="mock-backend" content="server">`.
 * Then the app calls `/apiBack/v1` on its own origin and starts no service worker; without
 * the marker (a static host, the browser tests) the backend runs in the service worker.
 */
export function isServerBackend(): boolean {
  if (!isMockMode || typeof document === 'undefined') return false;
  return document.querySelector('meta[name="mock-backend"]')?.getAttribute('content') === 'server';
}
