// Builds the production bundle once per e2e run (mock mode: the embedded backend
// ships because VITE_API_BASE_URL is unset) and serves it on a free port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const E2E_OUT_DIR = path.resolve('dist/e2e');

export default async function setup(project: TestProject) {
  const reuse = process.env.E2E_REUSE_BUILD === '1' && existsSync(E2E_OUT_DIR);
  if (!reuse) {
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: E2E_OUT_DIR, emptyOutDir: true },
    });
  }
  const server = await serveStatic(E2E_OUT_DIR);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}
