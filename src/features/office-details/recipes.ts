// The app's Chakra system registers only the recipes its own screens use; this page also
// needs `card`, `dataList` and `avatar`, so the feature adds them (through the theme's
// public addRecipes) before its first render.
import { avatarSlotRecipe, cardSlotRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/theme';

addRecipes({
  slotRecipes: { avatar: avatarSlotRecipe, card: cardSlotRecipe, dataList: dataListSlotRecipe },
});
