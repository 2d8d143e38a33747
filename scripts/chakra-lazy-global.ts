// Chakra's createSystem computes the page's whole global CSS (reset, global styles and one
// custom property per token: `_global`) as it creates the system, at the entry's module
// evaluation. Only ChakraProvider's <Global> reads it, and a page from the page server
// leaves that out (its global CSS came in the server's style tags: src/theme/server-styles.ts).
// This build step makes `_global` a getter computed on first read: ~25 ms of the entry's
// module evaluation on a desktop (~100 ms at a phone's 4x slowdown, all of it Total Blocking
// Time; docs/first-load-js.md). The same values, later: the tokens and global styles it
// reads do not change after creation (recipes, which do, are not part of it).
import type { Plugin } from 'vite';

const FILE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/** The lazy form of system.js, or an error naming what no longer matches. */
export function lazyGlobal(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FIELD))
    throw new Error(
      'chakra-lazy-global: @chakra-ui/react/dist/esm/styled-system/system.js no longer builds ' +
        '`_global` as this step expects; update scripts/chakra-lazy-global.ts or remove it',
    );
  return code
    .replace(
      EAGER,
      'let _globalCss;\n  const globalCssOnce = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    )
    .replace(FIELD, '    get _global() {\n      return globalCssOnce();\n    },\n');
}

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'chakra-lazy-global',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0]!)) return null;
      return { code: lazyGlobal(code), map: null };
    },
  };
}
