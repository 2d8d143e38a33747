import type { SystemConfig } from '@chakra-ui/react/styled-system';
import { system } from './system';

type Theme = NonNullable<SystemConfig['theme']>;
type RecipeSet = Pick<Theme, 'recipes' | 'slotRecipes'>;

/** Adds recipes to the app's system after creation (see ./lazy-recipes.ts for why). */
export function addRecipes({ recipes = {}, slotRecipes = {} }: RecipeSet) {
  const theme = (system._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}

let loading: Promise<void> | null = null;

/** Loads and registers the recipes of lazy screens, once. */
export function registerLazyRecipes(): Promise<void> {
  // lazy-recipes.ts only holds the recipes: registering them here keeps the import one-way.
  loading ??= import('./lazy-recipes').then((m) => addRecipes(m.lazyRecipes));
  return loading;
}
