// Shared set-up for unit and integration tests. Storage exists only in the
// happy-dom environment; node-environment test files (contract tools, the
// mock server) run this too, so guard before touching it.
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
