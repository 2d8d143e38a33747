import { fileURLToPath, URL } from 'node:url';
import { readFile } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { parse } from 'yaml';
import { chakraLazyGlobal } from './scripts/chakra-lazy-global.ts';
import { fontPreload } from './scripts/font-preload.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { routeModules } from './scripts/route-modules.ts';
import { mockApiDev } from './scripts/vite-mock-api.ts';
import { HOOK_LIMIT_MS, STATE_WAIT_MS, TEST_LIMIT_MS } from './tests/e2e/harness/patience.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The API origin the tests pretend the page lives on: msw in Node only intercepts
// same-origin calls without a CORS preflight, so the DOM URL and the API base match.
export const TEST_ORIGIN = 'http://localhost:5173';

/**
 * `import doc from './x.yaml?json'`: the YAML parsed at build time and shipped as a JSON
 * string. The embedded backend loads the 8,000-line contract on every page start; parsing
 * YAML in the browser took ~300 ms of that, JSON.parse ~2 ms.
 */
function yamlAsJson(): Plugin {
  return {
    name: 'yaml-as-json',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('.yaml?json')) return null;
      const doc: unknown = parse(await readFile(id.slice(0, -'?json'.length), 'utf8'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(doc))});`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    chakraLazyGlobal(),
    yamlAsJson(),
    routeModules(),
    fontPreload(),
    precompress(),
    prerenderPages(),
    mockApiDev(),
  ],
  resolve: {
    alias: {
      '@/': r('./src/'),
      '@schemas/': r('./schemas/'),
      '@mocks/': r('./mocks/'),
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  // The embedded backend is imported lazily at start-up; without pre-bundling
  // these, the dev server's first load discovers them late, answers
  // "504 Outdated Optimize Dep" and shows a blank page until it reloads.
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      '@msw/data',
      '@faker-js/faker/locale/ar',
      'ajv/dist/2020',
      'ajv-formats',
    ],
  },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The one chunk over Vite's 500 kB default is the embedded backend's (msw, @msw/data,
    // faker's Arabic locale, the seed: ~1.7 MB), loaded only in the service-worker mode and
    // never on a page's first load; its warning greeted every new user's `npm start`. What a
    // page loads first has its budgets in bench/budgets.json (`npm run bench`).
    chunkSizeWarningLimit: 2000,
    // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme modules wrap every recipe and the default theme in identity
      // helpers (defineRecipe, defineConfig...). Rolldown cannot see across modules that
      // those calls are pure, so importing a few recipes from '@chakra-ui/react/theme'
      // kept all ~80 of them (and the full default theme) in the entry chunk.
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineStyle',
          'defineKeyframes',
          'defineGlobalStyles',
          'defineTextStyles',
          'defineAnimationStyles',
          'defineLayerStyles',
          'defineTokens',
          'defineSemanticTokens',
        ],
      },
    },
  },
  test: {
    projects: [
      {
        // Pure rules and domain logic: no DOM, no module state. In Node and in one module
        // graph (no per-file isolation): happy-dom's set-up per file was 54% of their time
        // (46 files: 24 s → 4 s).
        extends: true,
        test: {
          name: 'unit-pure',
          include: ['schemas/**/*.test.ts', 'src/domain/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/setup/unit-setup.ts'],
          // A hang guard (no test here comes near it): room for a machine four times slower.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          exclude: ['schemas/**', 'src/domain/**', 'eslint-rules/**', '**/node_modules/**'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'tests/integration/**/*.test.{ts,tsx}',
            'tests/contract/**/*.test.ts',
          ],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: TEST_ORIGIN } },
          // One module graph per worker, as for the pure rules: importing React, Chakra and
          // the app again for every file was 53% of these tests' CPU time (381 CPU-s in
          // all, 2026-11-24). A file that calls the API registers the embedded backend with
          // `serveEmbeddedBackend()`; tests/setup/fresh-visit.ts resets the app's memory
          // between files.
          isolate: false,
          setupFiles: ['tests/setup/unit-setup.ts', 'tests/setup/fresh-visit.ts'],
          // A limit for a test that hangs, not a budget: the money screens' first test takes
          // 1.1 s alone and passed 20 s twice in a full run on a busy 2-core machine
          // (2026-11-24, 13–21 runnable tasks); a machine four times slower must still pass.
          // The waits inside the tests are on state, not on time.
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/harness/global-setup.ts'],
          // Hang guards, not budgets (tests/e2e/harness/patience.ts says how they are sized).
          testTimeout: TEST_LIMIT_MS,
          hookTimeout: HOOK_LIMIT_MS,
          // expect.poll waits on page state; its 1 s default gave up on a loaded machine.
          expect: { poll: { timeout: STATE_WAIT_MS } },
          // Two files at a time: a browser test mostly waits (page loads, network idle,
          // animations): ~110 s of CPU over ~330 s run one file at a time. Each file
          // launches its own Chromium; the built bundle and its server are shared.
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
    ],
  },
});
