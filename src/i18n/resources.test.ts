// The translation resources come through i18next's backend connector (spec section 7):
// `lazyJsonBackend` is an i18next BackendModule, so i18next's own BackendConnector asks it
// for each language and namespace when a screen needs them. Checked on a fresh i18next
// instance, the way the app's init uses it.
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { CORE_CHUNK_NAMESPACES, lazyJsonBackend, NAMESPACES } from './resources';

async function freshI18n(lng: string, ns: string[]) {
  const read = vi.spyOn(lazyJsonBackend, 'read');
  const i18n = createInstance();
  await i18n.use(lazyJsonBackend).init({ lng, fallbackLng: false, ns, defaultNS: ns[0] });
  return { i18n, read };
}

describe('translation resources through the backend connector', () => {
  it('loads only the asked language and namespaces, then a new namespace on demand', async () => {
    const { i18n, read } = await freshI18n('en', ['common']);
    expect(read.mock.calls.map(([lng, ns]) => `${lng}/${ns}`)).toEqual(['en/common']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);

    await i18n.loadNamespaces('support');
    expect(read.mock.calls.map(([lng, ns]) => `${lng}/${ns}`)).toContain('en/support');
    expect(i18n.getResourceBundle('en', 'support')).toMatchObject({});
    expect(Object.keys(i18n.getResourceBundle('en', 'support') as object).length).toBeGreaterThan(
      0,
    );
    read.mockRestore();
  });

  it('switching language fetches that language’s files, with different words', async () => {
    const { i18n, read } = await freshI18n('en', ['common']);
    const english = i18n.getResourceBundle('en', 'common') as unknown;
    await i18n.changeLanguage('ar');
    expect(read.mock.calls.map(([lng, ns]) => `${lng}/${ns}`)).toContain('ar/common');
    expect(i18n.getResourceBundle('ar', 'common')).not.toEqual(english);
    read.mockRestore();
  });

  it('the core namespaces exist in the list, and an unknown namespace is empty, not an error', async () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(CORE_CHUNK_NAMESPACES));
    const { i18n, read } = await freshI18n('ar', ['no-such-namespace']);
    expect(i18n.getResourceBundle('ar', 'no-such-namespace')).toEqual({});
    read.mockRestore();
  });
});
