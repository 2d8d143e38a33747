// A Map-backed localStorage for node-environment tests (the client reads the token there).
const store = new Map<string, string>();
const shim: Storage = {
  get length() {
    return store.size;
  },
  clear: () => store.clear(),
  getItem: (k) => store.get(k) ?? null,
  key: (i) => [...store.keys()][i] ?? null,
  removeItem: (k) => void store.delete(k),
  setItem: (k, v) => void store.set(k, String(v)),
};
if (!('localStorage' in globalThis) || !globalThis.localStorage) {
  Object.defineProperty(globalThis, 'localStorage', { value: shim, configurable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: shim, configurable: true });
}
if (!('location' in globalThis)) {
  Object.defineProperty(globalThis, 'location', {
    value: new URL('http://localhost:5173/'),
    configurable: true,
  });
}
