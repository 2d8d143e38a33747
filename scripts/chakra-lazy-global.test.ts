import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyGlobal } from './chakra-lazy-global';

const installed = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

describe('chakra-lazy-global', () => {
  it("makes the installed Chakra's _global a getter", () => {
    const out = lazyGlobal(readFileSync(installed, 'utf8'));
    expect(out).toContain('get _global()');
    expect(out).not.toContain('const _global = [');
  });

  it('fails loudly when Chakra builds _global another way', () => {
    expect(() => lazyGlobal('const _global = compute();')).toThrow(/chakra-lazy-global/);
  });
});
