// Recipes of the components only lazy code uses (tables, forms, dialogs, toasts...).
// Kept out of the entry chunk: src/app calls registerLazyRecipes (./add-recipes.ts), which
// loads this file and adds them, before any lazy route, the login modal or the toaster
// renders. Chakra's system reads `theme.recipes[key]` on each lookup and caches the
// compiled recipe on first use, so adding them before their first use is enough. This
// file only holds data: it imports nothing of ours, so the two files form no cycle.
import {
  alertSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

export const lazyRecipes = {
  recipes: {
    badge: badgeRecipe,
    checkmark: checkmarkRecipe,
    inputAddon: inputAddonRecipe,
    radiomark: radiomarkRecipe,
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    spinner: spinnerRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    // The wizard's option groups and lists of rows are fieldsets (legend, helper, error text).
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    pinInput: pinInputSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
};
