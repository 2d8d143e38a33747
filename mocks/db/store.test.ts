import { describe, expect, it } from 'vitest';
import { getSeedSnapshot } from '../backend';
import { Store } from './store';

describe('Store.serialize', () => {
  it('is the snapshot as JSON text, and restores to the same store', async () => {
    const store = new Store();
    await store.restore(await getSeedSnapshot());
    const json = store.serialize();
    expect(JSON.parse(json)).toEqual(store.snapshot());
    const copy = new Store();
    await copy.restore(JSON.parse(json));
    expect(copy.counts()).toEqual(store.counts());
    expect(copy.counts().offices).toBeGreaterThan(0);
  });
});
