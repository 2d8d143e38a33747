import { http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { handlerIndex } from './handler-index';
import { api, PathFirstHandler } from './path-first';

/** The first handler msw would pick among `list` (the same test msw's run() makes). */
async function firstMatch(list: readonly RequestHandler[], url: string, method: string) {
  for (const h of list) if (await h.test({ request: new Request(url, { method }) })) return h;
  return undefined;
}

const candidates = handlerIndex(handlers);

describe('handlerIndex', () => {
  it('keeps, for a call to each operation, the handler msw picks from the whole list', async () => {
    let checked = 0;
    for (const h of handlers) {
      if (!(h instanceof PathFirstHandler)) continue;
      const { method, path } = h.info as { method: string; path: string };
      const url = `http://127.0.0.1:8787${path.slice(1).replace(/:\w+/g, '7')}`;
      const kept = candidates(new Request(url, { method }));
      expect(kept.length).toBeLessThan(handlers.length / 4);
      expect(await firstMatch(kept, url, method)).toBe(await firstMatch(handlers, url, method));
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('picks as msw does for a trailing slash or an encoded path', async () => {
    expect(
      await firstMatch(handlers, 'http://x/apiBack/v1/public/offices/3/', 'GET'),
    ).toBeDefined();
    for (const url of [
      'http://x/apiBack/v1/public/%6Fffices/3',
      'http://x/apiBack/v1/public/offices/3/',
      'http://x/apiBack/v1/public%2Foffices/3',
    ]) {
      const expected = await firstMatch(handlers, url, 'GET');
      expect(await firstMatch(candidates(new Request(url)), url, 'GET')).toBe(expected);
    }
  });

  it('leaves out handlers of another method or path, and keeps any other kind of handler', () => {
    const all = http.all('*/apiBack/*', () => undefined);
    const list = [
      all,
      api.get('*/apiBack/v1/offices/:id', () => undefined),
      api.post('*/apiBack/v1/offices/:id', () => undefined),
      api.get('*/apiBack/v1/units/:id', () => undefined),
    ];
    expect(handlerIndex(list)(new Request('http://x/apiBack/v1/offices/2'))).toEqual([
      all,
      list[1],
    ]);
    expect(handlerIndex(list)(new Request('http://x/%E0%A4%A/x'))).toEqual(list);
  });
});
