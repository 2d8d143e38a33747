// tests/setup/unit-setup.ts clears localStorage/sessionStorage after every test, which do not
// exist under `@vitest-environment node`. Node-only contract tests import this first.
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
g.localStorage ??= new MemoryStorage();
g.sessionStorage ??= new MemoryStorage();
