// The app's own origins: the CORS allowlist of the mock server and the only places a
// payment may return to. The page's origin (the browser worker, msw in tests) is always
// one; `npm run mock:server` adds MOCK_APP_ORIGINS (comma-separated) or the dev/preview
// defaults.
const DEFAULT_APP_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export function appOrigins(): string[] {
  const configured = typeof process !== 'undefined' ? process.env?.MOCK_APP_ORIGINS : undefined;
  return configured
    ? configured
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : DEFAULT_APP_ORIGINS;
}

/** Origins a request of this URL may name as its app (its own origin plus the allowlist). */
export function originsFor(url: URL): string[] {
  return [url.origin, ...appOrigins()];
}
