// @vitest-environment node
// Conformance of the embedded backend to the contract, tags of the "booking" group
// (groups.ts): every operation's success, 401, 403, 404 and 422 answers are validated
// against its declared response schemas (suite.ts).
import '../testing/node-storage';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { conformanceSuite } from './suite';
import { CONFORMANCE_GROUPS } from './groups';

serveEmbeddedBackend();

conformanceSuite(CONFORMANCE_GROUPS.booking);
