// Writes `<file>.br` and `<file>.gz` beside every compressible asset of a production build,
// as a real host (or CDN) serves them: the static servers of `npm run serve`, the bench and
// the browser tests pick the encoding the browser accepts. Brotli at its highest quality is
// the slow part (a few seconds for the app), so it runs off the main thread's critical path
// in parallel and is skipped where nobody reads it (VITE_PRECOMPRESS=0).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the encoding header costs about what compression saves. */
const MIN_BYTES = 1024;

export async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      if (process.env.VITE_PRECOMPRESS === '0') return;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
