// Shared set-up for unit and integration tests (happy-dom). Feature-specific
// set-up (msw server, i18n) is added by the modules that own it, via
// tests/setup/*.ts files imported here.
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
