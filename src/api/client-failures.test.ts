// @vitest-environment node
// Calls that get no answer, or none in time: the client names them so screens can say
// "offline" or "too slow" in the user's language. Node environment: happy-dom's own fetch
// prints the refused connections to the console.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, requestTimeLimit } from './client';
import { ApiNetworkError, errorMessageKey } from './result';

const server = setupServer(
  http.get('*/apiBack/v1/user/settings/general', () => HttpResponse.error()),
  http.get('*/apiBack/v1/user/settings/search_data', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('apiClient failures', () => {
  it('fails a call that got no answer with ApiNetworkError ("offline")', async () => {
    const client = createApiClient('http://api.test');
    const error = await client.GET('/apiBack/v1/user/settings/general').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(errorMessageKey(error)).toBe('errors:offline');
  });

  it('gives up after the time limit ("timeout")', async () => {
    // The handler never answers, so only the limit can end the call, however slow the machine.
    const client = createApiClient('http://api.test', { request: 50, upload: 50 });
    const error = await client
      .GET('/apiBack/v1/user/settings/search_data')
      .catch((e: unknown) => e);
    expect(errorMessageKey(error)).toBe('errors:timeout');
  });
});

describe('the request time limit', () => {
  it('is 15 s unless VITE_API_TIMEOUT_MS sets one of at least a second', () => {
    expect(requestTimeLimit(undefined)).toBe(15_000);
    expect(requestTimeLimit('')).toBe(15_000);
    expect(requestTimeLimit('8000')).toBe(8_000);
    expect(requestTimeLimit('20')).toBe(15_000);
    expect(requestTimeLimit('soon')).toBe(15_000);
  });
});
