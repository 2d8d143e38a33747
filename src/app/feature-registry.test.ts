// Features that skip the lazy recipe set must only use Chakra components whose recipes
// the entry's system registers (or that have none): otherwise they render unstyled.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '@/theme/system';
import { BASE_RECIPE_FEATURES } from './feature-registry';

/** Chakra entry points that style themselves without a registered recipe. */
const RECIPE_FREE = new Set([
  'box',
  'flex',
  'stack',
  'simple-grid',
  'grid',
  'text',
  'image',
  'portal',
  'visually-hidden',
  'styled-system',
  'theme',
]);

/** Subpath -> recipe key in the system. */
const RECIPE_KEY: Record<string, string> = {
  button: 'button',
  container: 'container',
  heading: 'heading',
  icon: 'icon',
  input: 'input',
  link: 'link',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

describe('features on the base recipes', () => {
  for (const feature of BASE_RECIPE_FEATURES) {
    it(`${feature} imports only Chakra components with base recipes`, () => {
      const dir = join(__dirname, '..', 'features', feature);
      const used = new Set<string>();
      for (const file of sources(dir)) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/from '@chakra-ui\/react(?:\/([a-z-]+))?'/g)) {
          used.add(m[1] ?? '(root)');
        }
      }
      const missing = [...used].filter(
        (sub) => !RECIPE_FREE.has(sub) && !(RECIPE_KEY[sub] && system.isRecipe(RECIPE_KEY[sub])),
      );
      expect(missing).toEqual([]);
    });
  }
});
