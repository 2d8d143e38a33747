// How the browser tests' build differs from a production one: shared by the e2e global set-up
// and the test command's one build (scripts/test-browser-lane.ts), so both serve the same app.
export const E2E_BUILD_ENV = {
  // The browser tests fetch from localhost: compressed copies would only cost build time.
  VITE_PRECOMPRESS: '0',
  // invoices-bench.e2e drives the developer-only table bench (src/lib/dev-pages.ts).
  VITE_DEV_PAGES: '1',
} as const;
