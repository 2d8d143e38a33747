import { describe, expect, it } from 'vitest';
import { registerLazyRecipes } from './add-recipes';
import { lazyRecipes } from './lazy-recipes';
import { system } from './system';

describe('registerLazyRecipes', () => {
  it('adds every recipe of lazy screens to the system, once', async () => {
    const theme = () => system._config.theme ?? {};
    const first = registerLazyRecipes();
    expect(registerLazyRecipes()).toBe(first);
    await first;
    for (const key of Object.keys(lazyRecipes.recipes)) {
      expect(theme().recipes?.[key], key).toBe(
        lazyRecipes.recipes[key as keyof typeof lazyRecipes.recipes],
      );
    }
    for (const key of Object.keys(lazyRecipes.slotRecipes)) {
      expect(theme().slotRecipes?.[key], key).toBe(
        lazyRecipes.slotRecipes[key as keyof typeof lazyRecipes.slotRecipes],
      );
    }
  });
});
