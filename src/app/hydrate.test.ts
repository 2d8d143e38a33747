// The app's entry reads the page only once it is all there: a page still streaming has the
// rest of its markup and its hydration data to come.
import { afterEach, describe, expect, it } from 'vitest';
import { documentParsed } from './hydrate';

function setReadyState(state: DocumentReadyState | undefined) {
  if (state === undefined) Reflect.deleteProperty(document, 'readyState');
  else Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => setReadyState(undefined));

describe('documentParsed', () => {
  it('resolves at once on a parsed document', async () => {
    setReadyState('interactive');
    let done = false;
    void documentParsed().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('waits for DOMContentLoaded while the document is still loading', async () => {
    setReadyState('loading');
    let done = false;
    const parsed = documentParsed().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await parsed;
    expect(done).toBe(true);
  });
});
