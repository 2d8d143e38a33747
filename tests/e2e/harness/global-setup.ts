// Builds the production bundle once per e2e run (mock mode: the embedded backend
// ships because VITE_API_BASE_URL is unset) and serves it on a free port.
// Each run builds into its own folder so that parallel runs never serve each
// other's half-written files; E2E_REUSE_BUILD=1 reuses dist/e2e/last instead.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { E2E_BUILD_ENV } from './build-env';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the static server serves (with its server bundle, for the page server). */
    distDir: string;
  }
}

const LAST_BUILD = path.resolve('dist/e2e/last');

export default async function setup(project: TestProject) {
  const reuse = process.env.E2E_REUSE_BUILD === '1' && existsSync(LAST_BUILD);
  const outDir = reuse ? LAST_BUILD : path.resolve(`dist/e2e/run-${process.pid}`);
  if (!reuse) {
    Object.assign(process.env, E2E_BUILD_ENV);
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  }
  const server = await serveStatic(outDir);
  project.provide('baseUrl', server.url);
  project.provide('distDir', outDir);
  return async () => {
    await server.close();
    if (!reuse) {
      // Keep the newest build for E2E_REUSE_BUILD=1 runs.
      rmSync(LAST_BUILD, { recursive: true, force: true });
      try {
        renameSync(outDir, LAST_BUILD);
      } catch {
        rmSync(outDir, { recursive: true, force: true });
      }
    }
  };
}
