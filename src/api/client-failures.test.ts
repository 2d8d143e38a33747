// @vitest-environment node
// Calls that get no answer, or none in time: the client names them so screens can say
// "offline" or "too slow" in the user's language. Node environment: happy-dom's own fetch
// prints the refused connections to the console.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
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
