import { HttpHandler, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './path-first';

const handler = api.get('*/apiBack/v1/offices/:id', ({ params }) => HttpResponse.json(params));

describe('path-first handlers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves msw parsing (and its cookie read) to the handler whose method and path match', async () => {
    const parse = vi.spyOn(HttpHandler.prototype, 'parse');
    const other = await handler.run({
      request: new Request('http://x/apiBack/v1/units/7'),
      requestId: 'a',
    });
    const post = await handler.run({
      request: new Request('http://x/apiBack/v1/offices/7', { method: 'POST' }),
      requestId: 'b',
    });
    expect(other).toBeNull();
    expect(post).toBeNull();
    expect(parse).not.toHaveBeenCalled();
  });

  it('answers a matching request with msw path parameters', async () => {
    const result = await handler.run({
      request: new Request('http://x/apiBack/v1/offices/7'),
      requestId: 'c',
    });
    expect(await result?.response?.json()).toMatchObject({ id: '7' });
  });
});
