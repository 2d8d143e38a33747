// The app's Chakra system registers only the recipes its own screens use; the card grid
// and the filter drawer need `card` and `drawer`, so this feature adds them itself
// (through the theme's public addRecipes) before its first render.
import { cardSlotRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/theme';

addRecipes({ slotRecipes: { card: cardSlotRecipe, drawer: drawerSlotRecipe } });
