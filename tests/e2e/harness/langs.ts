// Which variants (language, or language and viewport) a browser journey runs in.
//
// A journey's steps are the same in Arabic and English; what differs by language is the text,
// the direction and the layout. `npm test` runs each journey once, in the variant its file
// names, and the files share the two languages between them (about half each), so the suite
// still walks every journey end to end and both languages end to end. What each language shows
// on every screen is checked elsewhere on every run: the accessibility sweep loads every built
// screen in both languages (tests/e2e/a11y-routes.e2e.ts), and src/i18n/locales.test.ts holds
// the two locales to the same keys and Arabic's plural forms. Running every journey twice was
// ~40% of the browser lane's CPU, and the lane alone took 1224 s on an idle 2-core machine
// (2026-11-27; the budget for the whole test command is 600 s).
//
// `E2E_LANGS=both npm test` (or `npx vitest run --project e2e`) runs every variant: do it
// before a release and after changing a layout, a locale or the direction logic.

/** Every variant when E2E_LANGS=both, else only the file's own one (or own ones). */
export function journeyVariants<T>(all: readonly T[], ...own: T[]): T[] {
  return process.env.E2E_LANGS === 'both' ? [...all] : own;
}
