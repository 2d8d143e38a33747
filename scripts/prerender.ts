// Prerendering (README "Prerendered pages"): after the client build, the public pages below
// are rendered in Arabic (src/entry-server.tsx, built with Vite's SSR build into a temporary
// folder) and written as static files: `/` into index.html, `/business` into
// business/index.html, each with the styles of its markup inlined in <head>. The unrendered
// shell is kept as spa.html: the static servers' fallback for every other path.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDER_DATA_ID, prerenderHead } from '../src/app/hydrate.ts';
import { scriptsAfterPaint } from '../src/app/scripts-after-paint.ts';
import type { Prerendered } from '../src/entry-server';
import { precompressFile } from './precompress.ts';

/** The pages rendered at build time. Add a path here for a page that needs no data to paint. */
export const PRERENDERED_PATHS = ['/', '/business'];

/** The client-render shell, served for every path that has no file of its own. */
export const SPA_SHELL = 'spa.html';

/**
 * The server bundle (src/entry-server.tsx) inside the build: the page server
 * (scripts/page-server/) renders every public page with it and never serves this folder.
 */
export const SSR_DIR = 'ssr';
export const SSR_ENTRY = 'entry-server.mjs';

/** Where a path's page goes in the build: `/` → index.html, `/business` → business/index.html. */
export function prerenderFile(urlPath: string): string {
  const clean = urlPath.replace(/^\/+|\/+$/g, '');
  return clean ? path.join(clean, 'index.html') : 'index.html';
}

/** The shell with one page's render in it: styles and the hydration check in <head>. */
export function injectPage(shell: string, urlPath: string, page: Prerendered): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root');
  // JSON inside <script>: "</" would close the tag early.
  const data = JSON.stringify({ router: page.hydration }).replace(/</g, '\\u003c');
  // Its scripts load after its first paint (src/app/scripts-after-paint.ts).
  const headEnd = shell.indexOf('</head>');
  const { head, loader } = scriptsAfterPaint(shell.slice(0, headEnd));
  return (head + shell.slice(headEnd))
    .replace('</head>', `${prerenderHead(urlPath)}${loader}${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered>${page.html}</div>` +
        `<script type="application/json" id="${PRERENDER_DATA_ID}">${data}</script>`,
    );
}

async function renderAll(config: ResolvedConfig, outDir: string) {
  // Inside the build, itself inside the project: the bundle imports its dependencies from
  // node_modules; the page server (scripts/page-server/) loads it at start.
  const ssrDir = path.join(outDir, SSR_DIR);
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: SSR_ENTRY } },
    },
  });
  const entry = pathToFileURL(path.join(ssrDir, SSR_ENTRY)).href;
  const { prerender } = (await import(entry)) as {
    prerender: (urlPath: string) => Promise<Prerendered>;
  };
  const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, SPA_SHELL), shell);
  const written = [path.join(outDir, SPA_SHELL)];
  for (const urlPath of PRERENDERED_PATHS) {
    const file = path.join(outDir, prerenderFile(urlPath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, injectPage(shell, urlPath, await prerender(urlPath)));
    written.push(file);
  }
  if (process.env.VITE_PRECOMPRESS !== '0') await Promise.all(written.map(precompressFile));
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file is written (and precompressed): the pages replace index.html.
    async closeBundle() {
      if (config.build.ssr || process.env.VITE_PRERENDER === '0') return;
      await renderAll(config, path.resolve(config.root, config.build.outDir));
    },
  };
}
