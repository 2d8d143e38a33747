// The rendered page's scripts leave its <head> and come back through the inline loader only
// once the first contentful paint is reported, or at once when no paint will come.
import { describe, expect, it } from 'vitest';
import { PAINT_WAIT_LIMIT_MS, PRELOADS_PER_TASK, scriptsAfterPaint } from './scripts-after-paint';

const HEAD = `<head>
    <title>مكاتب</title>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="modulepreload" crossorigin href="/assets/chakra.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <link rel="preload" as="font" href="/assets/font.woff2">
  `;

interface Added {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  crossOrigin?: string;
}

/**
 * Runs the loader on `head` against a page with these traits; returns what it added, the
 * triggers (a paint report, the wait limit) and `tasks`, which runs the queued 0 ms tasks.
 */
function runLoader(page: { csr?: boolean; hidden?: boolean; paintTiming?: boolean }, head = HEAD) {
  const added: Added[] = [];
  const observers: ((list: { getEntriesByName(n: string): unknown[] }) => void)[] = [];
  const timers: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const document = {
    documentElement: { hasAttribute: (n: string) => n === 'data-csr' && !!page.csr },
    visibilityState: page.hidden ? 'hidden' : 'visible',
    head: { appendChild: (e: Added) => added.push(e) },
    createElement: (tag: string): Added => ({ tag }),
  };
  class FakeObserver {
    static supportedEntryTypes = page.paintTiming === false ? ['mark'] : ['paint', 'mark'];
    constructor(cb: (typeof observers)[number]) {
      observers.push(cb);
    }
    observe() {}
  }
  const window = { PerformanceObserver: FakeObserver };
  const setTimeout = (fn: () => void, ms: number) => {
    if (ms === 0) tasks.push(fn);
    else if (ms === PAINT_WAIT_LIMIT_MS) timers.push(fn);
    else throw new Error(`unexpected wait ${ms}`);
  };
  const code = /<script>([\s\S]*)<\/script>/.exec(scriptsAfterPaint(head).loader)![1]!;
  new Function('document', 'window', 'setTimeout', code)(document, window, setTimeout);
  const report = (names: string[]) =>
    observers.forEach((cb) => cb({ getEntriesByName: (n) => names.filter((x) => x === n) }));
  const runTasks = () => {
    while (tasks.length > 0) tasks.shift()!();
  };
  return { added, report, runTasks, expire: () => timers.forEach((fn) => fn()) };
}

describe('scriptsAfterPaint', () => {
  it('takes the module entry and preloads out of the head and keeps the rest', () => {
    const { head, loader } = scriptsAfterPaint(HEAD);
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(head).toContain('<link rel="preload" as="font" href="/assets/font.woff2">');
    expect(loader).toMatch(/^<script>\(function\(\)\{[\s\S]*\}\)\(\)<\/script>$/);
  });

  it('leaves a head without a module entry as it is', () => {
    expect(scriptsAfterPaint('<head><title>x</title>')).toEqual({
      head: '<head><title>x</title>',
      loader: '',
    });
  });

  it('adds nothing before the first contentful paint, then the preloads and the entry once', () => {
    const page = runLoader({});
    expect(page.added).toEqual([]);
    page.report(['first-paint']);
    expect(page.added).toEqual([]);
    page.report(['first-contentful-paint']);
    expect(page.added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/react.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/chakra.js', crossOrigin: '' },
      { tag: 'script', type: 'module', src: '/assets/index.js', crossOrigin: '' },
    ]);
    page.report(['first-contentful-paint']);
    page.expire();
    expect(page.added).toHaveLength(3);
  });

  it('adds many preloads a few per task, and the entry after the last of them', () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/c${i}.js`);
    const head = HEAD.replace(
      '<link rel="stylesheet"',
      many.map((u) => `<link rel="modulepreload" crossorigin href="${u}">`).join('') +
        '<link rel="stylesheet"',
    );
    const page = runLoader({}, head);
    page.report(['first-contentful-paint']);
    expect(page.added).toHaveLength(PRELOADS_PER_TASK);
    expect(page.added.every((e) => e.tag === 'link')).toBe(true);
    page.runTasks();
    expect(page.added.map((e) => e.src ?? e.href)).toEqual([
      '/assets/react.js',
      '/assets/chakra.js',
      ...many,
      '/assets/index.js',
    ]);
  });

  it('loads at once when the markup is hidden for a client render, the tab is hidden or no paint is reported', () => {
    for (const traits of [{ csr: true }, { hidden: true }, { paintTiming: false }]) {
      expect(runLoader(traits).added.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
    }
  });

  it('loads after the wait limit when no paint was reported', () => {
    const page = runLoader({});
    page.expire();
    expect(page.added.map((e) => e.src ?? e.href)).toEqual([
      '/assets/react.js',
      '/assets/chakra.js',
      '/assets/index.js',
    ]);
  });
});
