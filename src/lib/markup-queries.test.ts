import { describe, expect, it } from 'vitest';
import { markupHad, rememberMarkupQueries } from './markup-queries';

describe('markupHad', () => {
  it('lets a client render show every answer, and a hydration only those the markup had', () => {
    const settings = ['get', '/apiBack/v1/user/settings/general', {}];
    const office = ['get', '/apiBack/v1/public/offices/{id}', { params: { path: { id: 1 } } }];
    expect(markupHad(settings)).toBe(true);
    rememberMarkupQueries([office]);
    expect(markupHad(settings)).toBe(false);
    // The same key built again (another object, keys in another order) is the same answer.
    expect(
      markupHad(['get', '/apiBack/v1/public/offices/{id}', { params: { path: { id: 1 } } }]),
    ).toBe(true);
    expect(
      markupHad(['get', '/apiBack/v1/public/offices/{id}', { params: { path: { id: 2 } } }]),
    ).toBe(false);
  });
});
