// The app's Chakra system registers only the recipes its own screens use; the card grid
// needs `card`, so this feature adds it itself (through the theme's public addRecipes)
// before its first render. The filter drawer's recipe comes with the drawer's own chunk
// (./filter-drawer.tsx), loaded on its first opening.
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/theme';

addRecipes({ slotRecipes: { card: cardSlotRecipe } });
