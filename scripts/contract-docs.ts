// `npm run contract:docs [-- --out reports/contract-docs]`: the contract as a rendered reference
// (Redoc, prerendered by `redocly build-docs`) that works offline: Redocly's page imports the
// Redoc bundle from its CDN, so the bundle @redocly/cli ships is inlined instead (a module
// script cannot be imported from a file:// page) and telemetry is off. Open
// `reports/contract-docs/index.html` in a browser; nothing is fetched.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const DOCS_DIR = 'reports/contract-docs';
const CDN = /https:\/\/cdn\.redocly\.com\/redoc\/[^"']+\/redoc\.standalone\.js/;

/** Redocly's page, made self-contained with the given Redoc ES-module bundle. */
export function inlineRedoc(html: string, bundle: string): string {
  if (bundle.includes('</script')) throw new Error('the Redoc bundle cannot be inlined');
  // The bundle ends with `export{RedocStandalone,hydrate,init};`: inside the page's module
  // script its bindings are used directly instead of imported.
  const code = bundle.replace(/export\s*\{[^}]*\};?\s*$/, '');
  const out = html
    .replace(/<link rel="modulepreload" href="https:\/\/cdn\.redocly\.com[^>]*>/, '')
    .replace(new RegExp(`import \\{ hydrate \\} from "${CDN.source}";`), () => code)
    .replace('"disableTelemetry":false', '"disableTelemetry":true');
  // (The bundle itself names an icon CDN, used only by icons this reference does not have.)
  if (CDN.test(out)) throw new Error('the page still loads Redoc from its CDN');
  return out;
}

export function buildDocs(outDir: string = DOCS_DIR): string {
  const require = createRequire(import.meta.url);
  const cliDir = dirname(require.resolve('@redocly/cli/package.json'));
  const tmp = mkdtempSync(join(tmpdir(), 'contract-docs-'));
  try {
    const page = join(tmp, 'index.html');
    execFileSync(
      process.execPath,
      [join(cliDir, 'bin/cli.js'), 'build-docs', 'openapi/apiback.yaml', '-o', page],
      { stdio: 'pipe' },
    );
    const bundle = readFileSync(join(cliDir, 'lib/chunks/redoc.standalone.js'), 'utf8');
    mkdirSync(outDir, { recursive: true });
    const file = resolve(outDir, 'index.html');
    writeFileSync(file, inlineRedoc(readFileSync(page, 'utf8'), bundle));
    return file;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const file = buildDocs(values.out);
  console.log(`contract:docs: ${file} (open it in a browser; it works offline)`);
}
