// msw/node with the embedded backend for unit/integration tests: the server listens for
// the test file, a fresh deterministic seed before each test, closed after the file.
//
// A test file that calls the API calls `serveEmbeddedBackend()` at its top level. It is a
// call, not an import for its side effects, because the unit tests share one module graph
// per worker (`isolate: false` in vite.config.ts): a module is evaluated once per worker,
// so hooks registered by an import would only reach the first test file that imported it.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetChangedToSeed, startBackend } from '../../mocks/backend';
import { setAnswerCheck, takeAnswerDrifts } from '../../mocks/lib/answer-check';
import { server } from '../../mocks/node';

// The backend's answers are checked against the contract: a drift fails the test that made it.
// (MOCK_ANSWER_CHECK=off turns it off, to measure what it costs.)
setAnswerCheck(process.env.MOCK_ANSWER_CHECK === 'off' ? 'off' : 'fail');

/** Registers the embedded backend's lifecycle on the calling test file. */
export function serveEmbeddedBackend(): void {
  beforeAll(async () => {
    await startBackend();
    server.listen({
      // An API call nobody answers is a bug (error); anything else goes to the network.
      onUnhandledFrame({ frame, defaults }) {
        const request = (frame.data as { request?: Request }).request;
        if (request && new URL(request.url).pathname.startsWith('/apiBack/'))
          return defaults.error();
      },
    });
  });
  beforeEach(async () => {
    await resetChangedToSeed();
  });
  afterEach(() => {
    server.resetHandlers();
    const drifts = takeAnswerDrifts();
    if (drifts.length)
      throw new Error(`The embedded backend answered outside the contract:\n${drifts.join('\n')}`);
  });
  afterAll(() => {
    server.close();
  });
}
