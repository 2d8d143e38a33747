// Developer-only pages (the 10,000-row table bench): in `npm start` (dev) and in builds made
// with VITE_DEV_PAGES=1 (the bench and the browser tests set it). A production build without
// it has no such route: the flag is a build-time constant, so a route written
// `DEV_PAGES ? [route] : []` is dead code there and its page is not bundled.
export const DEV_PAGES: boolean = import.meta.env.DEV || import.meta.env.VITE_DEV_PAGES === '1';
