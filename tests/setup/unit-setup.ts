// Shared set-up for unit and integration tests. Storage exists only in the
// happy-dom environment; node-environment test files (contract tools, the
// mock server) run this too, so guard before touching it.
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { installServerSanitizer } from '../../src/app/server-render/server-dom';

// Content pages' HTML is sanitised on jsdom's window, as on the page server: DOMPurify on
// happy-dom lets scripts through (src/lib/sanitize-html.ts refuses it). jsdom loads on the
// first sanitised page only.
installServerSanitizer();

// findBy*/waitFor poll until the screen reaches the awaited state. The library's 1 s default
// is shorter than a lazy route's first import while the browser lane shares the machine's
// two cores in `npm test`; polling longer changes nothing for a state that does arrive.
// Measured 2026-11-24: in a full `npm test` on 2 cores (three Chromiums beside two test
// workers) the login dialog's lazy chunk once took longer than 5 s to arrive.
// Sized for a machine four times slower than that (issue 32): a wait that succeeds returns
// as soon as the state arrives, so the limit costs nothing on a fast machine.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
